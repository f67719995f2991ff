import { Api, I18n, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { LoadError } from './LoadError';
import { overviewMessages as m } from './messages';

const QUEUES = ['deliver', 'inbox', 'db', 'objectStorage'] as const;
const STATES = ['active', 'delayed', 'waiting'] as const;
// The counts move while jobs run: asked again this often while the page is visible.
const REFRESH_MS = 10_000;

/** The main queues' jobs now: active, delayed and waiting (the job queue pages have the rest). */
export function QueueSummary() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const data = useLoad('queue', () => api.request('admin/queue/stats', {}), { every: REFRESH_MS });
  if (data.error) return <LoadError error={data.error} retry={data.reload} />;
  const stats = data.data;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
    <div className="kite-admin-table-box" role="region" aria-label={t(m.queue)} tabIndex={0}>
      <table className="kite-admin-table" aria-busy={data.loading}>
        <caption className="kite-admin-sr">{t(m.queue)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(m.queueName)}</th>
            {STATES.map((s) => (
              <th key={s} scope="col" className="kite-admin-num">
                {t(m[s])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {QUEUES.map((q) => (
            <tr key={q}>
              <th scope="row">{q}</th>
              {STATES.map((s) => (
                <td key={s} className="kite-admin-num">
                  {stats ? i18n.formatNumber(stats[q][s]) : '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
