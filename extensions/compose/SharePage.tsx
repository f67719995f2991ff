import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Composer, Loading, ResultScreen, useService, useT } from '@kite/sdk';
import type { ComposeOptions, RouteProps } from '@kite/sdk';
import { composeMessages as m } from './messages';

const VISIBILITIES = ['public', 'home', 'followers', 'specified'] as const;

/**
 * /share (minimal shell), Misskey's share form: title, text and url joined into the text;
 * visibility, localOnly, replyId, renoteId, visibleUserIds and fileIds. `channelId` is a
 * Kite addition: it opens the form inside that channel (the entry point for channel
 * posts until a channel page exists), with visibility and federation locked.
 */
export default function SharePage(props: RouteProps) {
  const t = useT();
  const composer = useService(Composer);
  const api = useService(Api);
  const q = props.query;
  const [done, setDone] = useState(false);
  const [opts, setOpts] = useState<ComposeOptions | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const ids = (s: string | undefined) =>
      (s ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    const note = (id: string | undefined) => (id ? api.request('notes/show', { noteId: id }) : Promise.resolve(null));
    const channel = q.channelId ? api.request('channels/show', { channelId: q.channelId }) : Promise.resolve(null);
    const users = ids(q.visibleUserIds).length ? api.request('users/show', { userIds: ids(q.visibleUserIds) }) : Promise.resolve([]);
    const files = Promise.all(ids(q.fileIds).map((fileId) => api.request('drive/files/show', { fileId }).catch(() => null)));
    Promise.all([note(q.replyId), note(q.renoteId), channel, users, files]).then(
      ([reply, renote, ch, visibleUsers, fs]) => {
        const text = [q.title ? `【${q.title}】` : '', q.text ?? '', q.url ?? ''].filter((s) => s !== '').join('\n');
        setOpts({
          reply,
          renote,
          channel: ch ? { id: ch.id, name: ch.name } : null,
          initialText: text || undefined,
          initialVisibility: VISIBILITIES.find((v) => v === q.visibility),
          initialLocalOnly:
            q.localOnly === '1' || q.localOnly === 'true' ? true : q.localOnly === '0' || q.localOnly === 'false' ? false : undefined,
          initialVisibleUsers: visibleUsers,
          initialFiles: fs.filter((f): f is entities.DriveFile => f != null),
        });
      },
      () => setFailed(true),
    );
  }, [api, q.channelId, q.fileIds, q.localOnly, q.renoteId, q.replyId, q.text, q.title, q.url, q.visibility, q.visibleUserIds]);
  if (done)
    return (
      <p role="status" className="kite-panel">
        {t(m.sharedPosted)}
      </p>
    );
  if (failed) return <ResultScreen kind="notFound" />;
  return (
    <main className="kite-panel" aria-label={t(m.share)}>
      <h1 className="kite-page-title">{t(m.share)}</h1>
      {opts ? <composer.PostForm {...opts} autofocus onPosted={() => setDone(true)} /> : <Loading />}
    </main>
  );
}
