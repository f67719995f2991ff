import { Api, I18n, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { LoadError } from './LoadError';
import { retentionRows } from './retentionRows';
import { overviewMessages as m } from './messages';

const DAYS = 7;

/** Each day's new users and the share of them active on each following day (a table: newest sign-ups first). */
export function Retention() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const data = useLoad('retention', () => api.request('retention', {}));
  if (data.error) return <LoadError error={data.error} retry={data.reload} />;
  if (!data.data) return <div className="kite-admin-overview-placeholder" aria-busy="true" />;
  if (data.data.length === 0) return <p className="kite-admin-muted">{t(m.none)}</p>;
  const rows = retentionRows(data.data, DAYS);
  const pct = (v: number) => i18n.formatNumber(v, { style: 'percent', maximumFractionDigits: 0 });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
    <div className="kite-admin-table-box" role="region" aria-label={t(m.retention)} tabIndex={0}>
      <table className="kite-admin-table kite-admin-retention">
        <caption className="kite-admin-sr">{t(m.retention)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(m.signedUpCol)}</th>
            <th scope="col" className="kite-admin-num">
              {t(m.users)}
            </th>
            {Array.from({ length: DAYS }, (_, d) => (
              <th key={d} scope="col" className="kite-admin-num">
                {t(m.retentionDay, { n: d + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.createdAt}>
              <th scope="row">{i18n.formatDate(new Date(r.createdAt), { month: 'numeric', day: 'numeric' })}</th>
              <td className="kite-admin-num">{i18n.formatNumber(r.users)}</td>
              {r.shares.map((s, d) => (
                <td
                  key={d}
                  className="kite-admin-num"
                  style={
                    s == null ? undefined : { background: `color-mix(in srgb, var(--kite-accent) ${Math.round(s * 60)}%, transparent)` }
                  }
                >
                  {s == null ? '' : pct(s)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
