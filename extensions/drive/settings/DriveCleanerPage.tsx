import { useId, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, useOptionalService, useService, useT, useTn, safeImageSrc } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import type { EndpointReq } from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { driveSettingsMessages as m } from './messages';
import { driveMessages as dm } from '../messages';
import { UsageBar } from './UsageBar';

type Sort = NonNullable<EndpointReq<'drive/files'>['sort']>;
const SORTS: readonly [Sort, typeof m.sortSizeDesc][] = [
  ['+size', m.sortSizeDesc],
  ['-size', m.sortSizeAsc],
  ['+createdAt', m.sortNewest],
  ['-createdAt', m.sortOldest],
];

/**
 * `/settings/drive/cleaner`: the files of the drive's top folder, largest first (as Misskey's
 * cleaner lists them: `drive/files` sorted by size), to choose and delete after a confirm; the
 * usage bar above shows the space won.
 */
export default function DriveCleanerPage() {
  const t = useT();
  const tn = useTn();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const sortId = useId();
  const [sort, setSort] = useState<Sort>('+size');
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const files = useLoad(`files:${sort}:${version}`, () => api.request('drive/files', { sort, limit: 100 }));
  const list: entities.DriveFile[] = files.data ?? [];
  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const remove = async () => {
    const ids = list.filter((f) => chosen.has(f.id)).map((f) => f.id);
    if (ids.length === 0) return;
    if (
      dialogs &&
      !(await dialogs.confirm({
        type: 'warning',
        text: tn(ids.length, { one: m.deleteConfirmOne, other: m.deleteConfirm }),
        okText: t(dm.delete),
      }))
    )
      return;
    let done = 0;
    try {
      for (const fileId of ids) {
        await api.request('drive/files/delete', { fileId });
        done++;
      }
      setStatus({ ok: true, text: tn(done, { one: m.deletedOne, other: m.deleted }) });
    } catch (e) {
      setStatus({ ok: false, text: t(m.failed, { error: e instanceof Error ? e.message : String(e) }) });
    }
    setChosen(new Set());
    setVersion((v) => v + 1);
  };
  return (
    <div className="kite-settings-page kite-drive-cleaner">
      <h1>{t(dm.driveCleaner)}</h1>
      <section>
        <UsageBar version={version} />
      </section>
      <section>
        <p className="kite-settings-note">{t(m.cleanerHelp)}</p>
        <div className="kite-settings-row">
          <label htmlFor={sortId}>{t(m.sort)}</label>
          <select id={sortId} value={sort} onChange={(e) => setSort(SORTS.find(([s]) => s === e.target.value)?.[0] ?? '+size')}>
            {SORTS.map(([s, label]) => (
              <option key={s} value={s}>
                {t(label)}
              </option>
            ))}
          </select>
          <Button variant="danger" disabled={chosen.size === 0} onClick={() => void remove()}>
            {tn(chosen.size, { other: m.deleteChosen })}
          </Button>
        </div>
        {status && <p role={status.ok ? 'status' : 'alert'}>{status.text}</p>}
        {files.error && (
          <p role="alert">
            {t(m.loadFailed, { error: files.error.message })} <Button onClick={files.reload}>{t(m.retry)}</Button>
          </p>
        )}
        {!files.data && !files.error && <p role="status">{t(m.loading)}</p>}
        {files.data && list.length === 0 && <p>{t(m.noFiles)}</p>}
        <ul className="kite-drive-cleaner-list">
          {list.map((f) => {
            const thumb = safeImageSrc(f.thumbnailUrl);
            return (
              <li key={f.id} data-file={f.name}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(f.id)}
                    aria-label={t(m.choose, { name: f.name })}
                    onChange={(e) => toggle(f.id, e.target.checked)}
                  />
                  {thumb ? <img src={thumb} alt="" width={40} height={40} loading="lazy" /> : <span className="kite-drive-cleaner-noimg" />}
                  <span className="kite-drive-cleaner-name">{f.name}</span>
                  <span className="kite-drive-cleaner-size">{formatBytes(f.size)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
