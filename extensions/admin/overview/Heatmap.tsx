import { Api, I18n, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { LoadError } from './LoadError';
import { heatmapWeeks } from './heatmapWeeks';
import { overviewMessages as m } from './messages';

const WEEKS = 12;

/** Notes posted per day over the last weeks, as a calendar: a table, each day's cell shaded by its count. */
export function Heatmap() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const data = useLoad('heatmap', async () => {
    const c = await api.request('charts/notes', { span: 'day', limit: WEEKS * 7 });
    return heatmapWeeks(
      c.local.inc.map((v, i) => v + (c.remote.inc[i] ?? 0)),
      Date.now(),
    );
  });
  if (data.error) return <LoadError error={data.error} retry={data.reload} />;
  if (!data.data) return <div className="kite-admin-overview-placeholder" aria-busy="true" />;
  const { weeks, max } = data.data;
  const weekday = (ms: number) => i18n.formatDate(ms, { weekday: 'short', timeZone: 'UTC' });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
    <div className="kite-admin-table-box" role="region" aria-label={t(m.heatmap)} tabIndex={0}>
      <table className="kite-admin-heatmap">
        <caption className="kite-admin-sr">{t(m.heatmap)}</caption>
        <tbody>
          {Array.from({ length: 7 }, (_, d) => (
            <tr key={d}>
              <th scope="row">{weekday(weeks[weeks.length - 1]?.[d]?.day ?? 0)}</th>
              {weeks.map((w, i) => {
                const cell = w[d];
                if (!cell) return <td key={i} />;
                const level = max > 0 ? cell.count / max : 0;
                const date = i18n.formatDate(cell.day, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
                return (
                  <td
                    key={i}
                    title={`${date}: ${i18n.formatNumber(cell.count)}`}
                    style={{ background: `color-mix(in srgb, var(--kite-accent) ${Math.round(10 + level * 90)}%, transparent)` }}
                  >
                    <span className="kite-admin-sr">{`${date}: ${i18n.formatNumber(cell.count)}`}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
