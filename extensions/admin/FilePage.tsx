import { useCallback, useEffect, useState } from 'react';
import { Api, Loading, PageHeader, ResultScreen, isApiError, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import type { Endpoints } from 'misskey-js';
import { adminMessages as m } from './messages';
import { FileView } from './FileView';
import './admin.css';

type AdminFile = Endpoints['admin/drive/show-file']['res'];
type Load = { state: 'loading' } | { state: 'notFound' } | { state: 'error' } | { state: 'ok'; file: AdminFile };

/** /admin/file/:fileId — the moderation view of a drive file (staff only). */
export default function FilePage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const fileId = props.params.fileId ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api.request('admin/drive/show-file', { fileId }).then(
      (file) => live && setLoad({ state: 'ok', file }),
      (e: unknown) => live && setLoad({ state: isApiError(e) && e.code === 'NO_SUCH_FILE' ? 'notFound' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, fileId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const title = load.state === 'ok' ? load.file.name : t(m.fileTitle);
  return (
    <article className="kite-panel kite-admin-file">
      <PageHeader title={title} subtitle={t(m.moderation)} icon="file" />
      {load.state === 'loading' && <Loading />}
      {load.state === 'notFound' && <ResultScreen kind="notFound" />}
      {load.state === 'error' && <ResultScreen kind="error" onRetry={retry} />}
      {load.state === 'ok' && <FileView file={load.file} onChange={(file) => setLoad({ state: 'ok', file })} />}
    </article>
  );
}
