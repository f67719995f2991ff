import { useCallback, useEffect, useState } from 'react';
import { Api, Loading, ResultScreen, isApiError, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
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
  const [attempt, setAttempt] = useState(0);
  // The result is tagged with the file and attempt it answers: another file (or a retry) shows "loading" until its own arrives.
  const key = `${fileId}\n${attempt}`;
  const [result, setResult] = useState<{ key: string; load: Load } | null>(null);
  const load: Load = result?.key === key ? result.load : { state: 'loading' };

  useEffect(() => {
    let live = true;
    api.request('admin/drive/show-file', { fileId }).then(
      (file) => live && setResult({ key, load: { state: 'ok', file } }),
      (e: unknown) => live && setResult({ key, load: { state: isApiError(e) && e.code === 'NO_SUCH_FILE' ? 'notFound' : 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [api, fileId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const title = load.state === 'ok' ? load.file.name : t(m.fileTitle);
  return (
    <article className="kite-panel kite-admin-file">
      <PageHeader title={title} subtitle={t(m.moderation)} icon="file" />
      {load.state === 'loading' && <Loading />}
      {load.state === 'notFound' && <ResultScreen kind="notFound" />}
      {load.state === 'error' && <ResultScreen kind="error" onRetry={retry} />}
      {load.state === 'ok' && <FileView file={load.file} onChange={(file) => setResult({ key, load: { state: 'ok', file } })} />}
    </article>
  );
}
