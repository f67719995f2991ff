import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Api, Dialogs, Drive, Icon, Link, Navigation, Stream, Toasts, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { driveMessages as m } from '../messages';
import { FileTile } from '../ui/FileTile';
import { useFolder } from '../ui/useFolder';
import '../drive.css';

/** /my/drive and /my/drive/folder/:folder: folders, files, uploads (queue with progress), new folder, upload from URL. */
export default function DrivePage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const drive = useService(Drive);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const nav = useService(Navigation);
  const stream = useOptionalService(Stream);
  const who = useViewer();
  const folderId = props.params.folder ?? null;
  const { folders, files, folder, more, loadMore, loading, error, reload, prepend } = useFolder(folderId);
  const input = useRef<HTMLInputElement>(null);
  // Uploads go to the folder shown when they start.
  const folderRef = useRef(folderId);
  useLayoutEffect(() => {
    folderRef.current = folderId;
  });
  // The queue asks for the folder when an upload starts (an event), never during render; the rule cannot see into createQueue.
  /* eslint-disable react-hooks/refs */
  const queue = useMemo(
    () => drive.createQueue({ onUploaded: (f: entities.DriveFile) => prepend(f), folderId: () => folderRef.current }),
    [drive, prepend],
  );
  /* eslint-enable react-hooks/refs */
  useEffect(() => () => queue.dispose(), [queue]);

  // Spec 2 §7: the result of an upload from URL arrives on the main channel.
  const markers = useRef(new Set<string>());
  useEffect(() => {
    if (!stream) return;
    const main = stream.useChannel('main');
    const onFinished = (e: { marker?: string | null; file: entities.DriveFile }) => {
      if (e.marker && markers.current.delete(e.marker)) prepend(e.file);
    };
    main.on('urlUploadFinished', onFinished);
    return () => {
      main.off('urlUploadFinished', onFinished);
      main.dispose();
    };
  }, [stream, prepend]);

  const onFiles = async (list: FileList | null) => {
    if (!list?.length) return;
    await queue.add([...list]);
    await queue.start();
  };
  const createFolder = async () => {
    const r = await dialogs.open<string>({ title: t(m.createFolder), input: { type: 'text', placeholder: t(m.folderName) } });
    if (r.canceled || !r.result.trim()) return;
    await api.requestWithUi('drive/folders/create', { name: r.result.trim(), parentId: folderId });
    reload();
  };
  const fromUrl = async () => {
    const r = await dialogs.open<string>({ title: t(m.uploadFromUrl), input: { type: 'url', placeholder: t(m.uploadUrlPrompt) } });
    if (r.canceled || !/^https?:\/\//.test(r.result)) return;
    const marker = Math.random().toString(36).slice(2);
    markers.current.add(marker);
    await api.requestWithUi('drive/files/upload-from-url', { url: r.result, folderId, marker });
    toasts.show(t(m.uploadRequested), { icon: 'upload' });
  };

  return (
    <section className="kite-panel kite-drive-page" aria-labelledby="kite-drive-title">
      <header className="kite-drive-head">
        <h1 id="kite-drive-title" className="kite-page-title">
          {folder ? folder.name : t(m.drive)}
        </h1>
        <div className="actions">
          <button type="button" className="kite-button kite-button-primary" onClick={() => input.current?.click()}>
            <Icon icon="upload" /> {t(m.uploadFiles)}
          </button>
          <button type="button" className="kite-button" onClick={() => void fromUrl()}>
            <Icon icon="link" /> {t(m.uploadFromUrl)}
          </button>
          <button type="button" className="kite-button" onClick={() => void createFolder()}>
            <Icon icon="folder" /> {t(m.createFolder)}
          </button>
          {who.me?.policies?.watermarkAvailable && (
            <button type="button" className="kite-button" onClick={() => void drive.editWatermarkPresets()}>
              <Icon icon="palette" /> {t(m.watermarkPresets)}
            </button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t(m.uploadFiles)}
          data-testid="drive-file-input"
          onChange={(e) => {
            void onFiles(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </header>
      <nav className="kite-drive-crumbs" aria-label={t(m.folders)}>
        <Link to="/my/drive">{t(m.root)}</Link>
        {folder && (
          <>
            {' '}
            / <span aria-current="page">{folder.name}</span>
          </>
        )}
      </nav>
      <drive.UploadQueueList queue={queue} />
      {error && <p role="alert">{error}</p>}
      <div className="kite-drive-grid" aria-busy={loading}>
        {folderId && folder && (
          <button
            type="button"
            className="kite-drive-tile folder"
            aria-label={t(m.up)}
            onClick={() => nav.push(folder.parentId ? `/my/drive/folder/${folder.parentId}` : '/my/drive')}
          >
            <span className="thumb" aria-hidden="true">
              <Icon icon="arrowLeft" size={32} />
            </span>
            <span className="name">{t(m.up)}</span>
          </button>
        )}
        {folders.map((f) => (
          <button
            key={f.id}
            type="button"
            className="kite-drive-tile folder"
            aria-label={t(m.openFolder, { name: f.name })}
            onClick={() => nav.push(`/my/drive/folder/${f.id}`)}
          >
            <span className="thumb" aria-hidden="true">
              <Icon icon="folder" size={32} />
            </span>
            <span className="name">{f.name}</span>
          </button>
        ))}
        {files.map((f) => (
          <FileTile key={f.id} file={f} label={t(m.openFile, { name: f.name })} onActivate={() => nav.push(`/my/drive/file/${f.id}`)} />
        ))}
      </div>
      {!loading && !files.length && !folders.length && <p className="kite-drive-empty">{t(m.empty)}</p>}
      {more && (
        <button type="button" className="kite-button" onClick={() => void loadMore()}>
          {t(m.loadMore)}
        </button>
      )}
    </section>
  );
}
