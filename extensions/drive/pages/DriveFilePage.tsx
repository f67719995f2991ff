import { useEffect, useState } from 'react';
import { Api, Dialogs, Drive, Link, Navigation, useService, useT, useViewer, safeImageSrc } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { driveMessages as m } from '../messages';
import { renamed } from '../rules/uploadErrors';
import '../drive.css';

/** /my/drive/file/:fileId: preview, rename, sensitive, caption, delete; staff get the moderation view link. */
export default function DriveFilePage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const drive = useService(Drive);
  const nav = useService(Navigation);
  const who = useViewer();
  const fileId = props.params.fileId ?? '';
  const [file, setFile] = useState<entities.DriveFile | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.request('drive/files/show', { fileId }).then(
      (f) => live && setFile(f),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [api, fileId]);

  if (error)
    return (
      <section className="kite-panel">
        <p role="alert">{error}</p>
      </section>
    );
  if (!file) return <section className="kite-panel" aria-busy="true" />;

  const update = async (p: { name?: string; isSensitive?: boolean }) => {
    const next = await api.requestWithUi('drive/files/update', { fileId: file.id, ...p });
    setFile(next);
  };
  const rename = async () => {
    const r = await dialogs.open<string>({
      title: t(m.rename),
      input: { type: 'text', default: file.name, placeholder: t(m.renamePrompt) },
    });
    if (r.canceled) return;
    const name = renamed(file.name, r.result);
    if (name !== file.name) await update({ name });
  };
  const describe = async () => {
    const caption = await drive.describe(file);
    if (caption != null) setFile({ ...file, comment: caption || null });
  };
  const remove = async () => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: file.name }) }))) return;
    await api.requestWithUi('drive/files/delete', { fileId: file.id });
    nav.push(file.folderId ? `/my/drive/folder/${file.folderId}` : '/my/drive');
  };
  const isImage = file.type.startsWith('image/') && /^https?:|^\//.test(file.url);
  return (
    <section className="kite-panel kite-drive-file" aria-labelledby="kite-drive-file-title">
      <nav className="kite-drive-crumbs" aria-label={t(m.folders)}>
        <Link to={file.folderId ? `/my/drive/folder/${file.folderId}` : '/my/drive'}>{t(m.drive)}</Link>
      </nav>
      <h1 id="kite-drive-file-title" className="kite-page-title">
        {file.name}
      </h1>
      {isImage && <img className="kite-drive-preview" src={safeImageSrc(file.url)} alt={file.comment ?? ''} />}
      <dl className="kite-drive-props">
        <dt>{t(m.type)}</dt>
        <dd>{file.type}</dd>
        <dt>{t(m.size)}</dt>
        <dd>{formatBytes(file.size)}</dd>
        {file.properties?.width != null && (
          <>
            <dt>{t(m.dimensions)}</dt>
            <dd>
              {file.properties.width}×{file.properties.height}
            </dd>
          </>
        )}
        <dt>{t(m.caption)}</dt>
        <dd data-testid="drive-file-caption">{file.comment || t(m.noCaption)}</dd>
      </dl>
      <div className="kite-drive-file-actions">
        <button type="button" className="kite-button" onClick={() => void rename()}>
          {t(m.rename)}
        </button>
        <button type="button" className="kite-button" onClick={() => void describe()}>
          {t(m.describe)}
        </button>
        <label className="kite-check-row">
          <input type="checkbox" checked={file.isSensitive} onChange={(e) => void update({ isSensitive: e.currentTarget.checked })} />{' '}
          {t(m.sensitive)}
        </label>
        <button type="button" className="kite-button kite-button-danger" onClick={() => void remove()}>
          {t(m.delete)}
        </button>
        {who.isStaff && <Link to={`/admin/file/${file.id}`}>{t(m.moderation)}</Link>}
      </div>
    </section>
  );
}
