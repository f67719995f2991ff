import { useCallback, useEffect, useState } from 'react';
import { Api, useService } from '@kite/sdk';
import type { entities } from 'misskey-js';

const PAGE = 30;

/** Folders and files of one drive folder (null = root), paged by `untilId`. */
export function useFolder(folderId: string | null) {
  const api = useService(Api);
  const [folders, setFolders] = useState<entities.DriveFolder[]>([]);
  const [files, setFiles] = useState<entities.DriveFile[]>([]);
  const [folder, setFolder] = useState<entities.DriveFolder | null>(null);
  const [more, setMore] = useState(false);
  const [version, setVersion] = useState(0);
  // Loading and the error belong to the folder and reload they answer: another folder (or a reload) is loading until its own arrives.
  const key = `${folderId ?? ''}\n${version}`;
  const [settled, setSettled] = useState<{ key: string; error: string | null } | null>(null);
  const loading = settled?.key !== key;
  const error = settled?.key === key ? settled.error : null;

  useEffect(() => {
    let live = true;
    Promise.all([
      api.request('drive/folders', { folderId, limit: 100 }),
      api.request('drive/files', { folderId, limit: PAGE }),
      folderId ? api.request('drive/folders/show', { folderId }) : Promise.resolve(null),
    ]).then(
      ([fo, fi, self]) => {
        if (!live) return;
        setFolders(fo);
        setFiles(fi);
        setFolder(self);
        setMore(fi.length === PAGE);
        setSettled({ key, error: null });
      },
      (e: unknown) => live && setSettled({ key, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [api, folderId, key]);

  const loadMore = useCallback(async () => {
    const last = files[files.length - 1];
    if (!last) return;
    const next = await api.request('drive/files', { folderId, limit: PAGE, untilId: last.id });
    setFiles((f) => [...f, ...next]);
    setMore(next.length === PAGE);
  }, [api, files, folderId]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const prepend = useCallback((f: entities.DriveFile) => setFiles((list) => (list.some((x) => x.id === f.id) ? list : [f, ...list])), []);
  return { folders, files, folder, more, loading, error, loadMore, reload, prepend };
}
