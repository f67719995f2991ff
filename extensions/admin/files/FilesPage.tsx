import { useState } from 'react';
import type { Endpoints, entities } from 'misskey-js';
import { Api, Dialogs, Icon, Link, Toasts, acctOf, safeHttpUrl, useService, useT } from '@kite/sdk';
import { PageHeader, formatBytes } from '@kite/sdk/pageKit';
import { Button, errorText, Field, fieldsClass, LoadMore, SelectRow, usePagedLoad } from '@kite/sdk/kit';
import { useDebounced } from '../federation/useDebounced';
import { filesMessages as m } from './messages';
import './files.css';
import '../federation/stackedFields.css';
import { succeeded } from '../succeeded';

type Origin = NonNullable<NonNullable<Endpoints['admin/drive/files']['req']>['origin']>;
const PAGE = 20;
// Misskey's pattern for the type filter: what else is typed is not sent.
const TYPE_OK = /^[a-zA-Z0-9/\-*]+$/;

/** /admin/files: every stored file, newest first, by origin, host, owner and type, as a grid of thumbnails. */
export default function FilesPage() {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const [origin, setOrigin] = useState<Origin>('local');
  const [hostInput, setHostInput] = useState('');
  const [userInput, setUserInput] = useState('');
  const [typeInput, setTypeInput] = useState('');
  const host = useDebounced(hostInput.trim().toLowerCase());
  const userId = useDebounced(userInput.trim());
  const type = useDebounced(typeInput.trim());
  const filters = {
    origin,
    hostname: (origin !== 'local' && host) || null,
    userId: userId || null,
    type: TYPE_OK.test(type) ? type : null,
  };
  const key = JSON.stringify(filters);
  const list = usePagedLoad(key, (after) => api.request('admin/drive/files', { ...filters, limit: PAGE, untilId: after.untilId }), PAGE);
  const files = list.data ?? [];
  const deleteHostFiles = async (h: string) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteHostConfirm, { host: h }) }))) return;
    const done = await succeeded(api.requestWithUi('admin/federation/delete-all-files', { host: h }));
    if (!done) return;
    toasts.show(t(m.deleting));
    list.reload();
  };

  return (
    <section className={`kite-admin-files kite-admin-stacked ${fieldsClass}`}>
      <PageHeader title={t(m.files)} icon="cloud" />
      <div className="kite-admin-filters" role="group" aria-label={t(m.filters)}>
        <SelectRow
          label={t(m.origin)}
          value={origin}
          onChange={setOrigin}
          options={[
            { value: 'combined', text: t(m.all) },
            { value: 'local', text: t(m.local) },
            { value: 'remote', text: t(m.remote) },
          ]}
        />
        {origin !== 'local' && (
          <Field label={t(m.host)}>
            {(id) => <input id={id} type="search" value={hostInput} autoComplete="off" onChange={(e) => setHostInput(e.target.value)} />}
          </Field>
        )}
        <Field label={t(m.userId)}>
          {(id) => <input id={id} type="search" value={userInput} autoComplete="off" onChange={(e) => setUserInput(e.target.value)} />}
        </Field>
        <Field label={t(m.type)} after={<small className="kite-admin-muted">{t(m.typeHint)}</small>}>
          {(id) => <input id={id} type="search" value={typeInput} autoComplete="off" onChange={(e) => setTypeInput(e.target.value)} />}
        </Field>
      </div>
      {filters.hostname && (
        <p className="kite-admin-actions">
          <Button variant="danger" onClick={() => void deleteHostFiles(filters.hostname ?? '')}>
            {t(m.deleteHostFiles, { host: filters.hostname })}
          </Button>
        </p>
      )}
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && files.length === 0 && <p role="status">{t(m.none)}</p>}
      <ul className="kite-admin-file-grid" aria-label={t(m.list)} aria-busy={list.loading}>
        {files.map((f) => (
          <li key={f.id}>
            <FileTile file={f} />
          </li>
        ))}
      </ul>
      <LoadMore paged={list} />
    </section>
  );
}

/** One file: its thumbnail (or a file icon), name, owner and size, linked to its moderation page. */
function FileTile({ file }: { file: entities.DriveFile }) {
  const thumb = file.thumbnailUrl ? safeHttpUrl(file.thumbnailUrl, globalThis.location?.origin ?? 'http://localhost')?.href : undefined;
  const acct = file.user ? acctOf(file.user) : '—';
  return (
    <Link to={`/admin/file/${file.id}`} className="kite-admin-file-tile">
      <span className="kite-admin-file-thumb" data-sensitive={file.isSensitive || undefined}>
        {thumb ? <img src={thumb} alt="" loading="lazy" /> : <Icon icon="file" size={32} aria-hidden />}
      </span>
      <span className="kite-admin-file-name">{file.name}</span>
      <span className="kite-admin-muted">
        {acct} · {formatBytes(file.size)}
      </span>
    </Link>
  );
}
