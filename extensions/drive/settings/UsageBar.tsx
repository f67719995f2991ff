import { Api, useService, useT } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import { Button, useLoad } from '@kite/sdk/kit';
import { driveSettingsMessages as m } from './messages';

/** The drive's capacity (`drive`): a bar of used against total, with the numbers. `version` reloads it. */
export function UsageBar(props: { version?: number }) {
  const t = useT();
  const api = useService(Api);
  const info = useLoad(`usage:${props.version ?? 0}`, () => api.request('drive', {}));
  if (info.error)
    return (
      <p role="alert">
        {t(m.loadFailed, { error: info.error.message })} <Button onClick={info.reload}>{t(m.retry)}</Button>
      </p>
    );
  if (!info.data) return <p role="status">{t(m.loading)}</p>;
  const { usage, capacity } = info.data;
  const percent = capacity > 0 ? Math.min(100, (usage / capacity) * 100) : 0;
  return (
    <div className="kite-drive-usage">
      <div
        className="kite-drive-usage-bar"
        role="meter"
        aria-label={t(m.usageBar)}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={usage}
        aria-valuetext={t(m.usageOf, { used: formatBytes(usage), total: formatBytes(capacity), percent: percent.toFixed(1) })}
      >
        <span style={{ width: `${percent}%` }} data-level={percent > 90 ? 'high' : percent > 70 ? 'mid' : 'low'} />
      </div>
      <p>{t(m.usageOf, { used: formatBytes(usage), total: formatBytes(capacity), percent: percent.toFixed(1) })}</p>
    </div>
  );
}
