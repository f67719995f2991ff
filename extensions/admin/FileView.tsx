import { Api, Dialogs, Navigation, safeHttpUrl, useService, useT } from '@kite/sdk';
import type { Endpoints } from 'misskey-js';
import { adminMessages as m } from './messages';
import { FilePreview } from './FilePreview';
import { FileFacts } from './FileFacts';
import { Uploader } from './Uploader';
import { profilePath } from './format';
import { fetchUser } from './fetchUser';
import { succeeded } from './succeeded';

type AdminFile = Endpoints['admin/drive/show-file']['res'];

/** Preview, facts, uploader and the moderation actions of a loaded file. */
export function FileView({ file, onChange }: { file: AdminFile; onChange: (f: AdminFile) => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const nav = useService(Navigation);
  const original = file.url ? safeHttpUrl(file.url, globalThis.location?.origin ?? 'http://localhost')?.href : undefined;

  const toggleSensitive = async (isSensitive: boolean) => {
    const next = await api.requestWithUi('drive/files/update', { fileId: file.id, isSensitive }).catch(() => null);
    if (next) onChange({ ...file, isSensitive: next.isSensitive });
  };
  const remove = async () => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: file.name }) }))) return;
    if (!(await succeeded(api.requestWithUi('drive/files/delete', { fileId: file.id })))) return;
    const owner = file.userId ? await fetchUser(api, file.userId).catch(() => null) : null;
    nav.push(owner ? profilePath(owner) : '/');
  };

  return (
    <div className="kite-admin-file-body">
      <FilePreview file={file} />
      <FileFacts file={file} />
      <Uploader userId={file.userId} />
      <div className="kite-admin-file-actions">
        <label className="kite-check-row">
          <input type="checkbox" checked={file.isSensitive} onChange={(e) => void toggleSensitive(e.currentTarget.checked)} />{' '}
          {t(m.sensitive)}
        </label>
        {original && (
          <a className="kite-button" href={original} target="_blank" rel="noopener noreferrer">
            {t(m.openOriginal)}
          </a>
        )}
        <button type="button" className="kite-button kite-button-danger" onClick={() => void remove()}>
          {t(m.delete)}
        </button>
      </div>
    </div>
  );
}
