import { Fragment, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import {
  UserName,
  Api,
  Dialogs,
  Link,
  MyClips,
  Navigation,
  NoteFeed,
  ResultScreen,
  Toasts,
  useOptionalService,
  useService,
  useT,
  useViewer,
} from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, RouteProps } from '@kite/sdk';
import { Button, NoteFeedList } from '@kite/sdk/kit';
import { ClipForm } from './ClipForm';
import { clipMessages as m } from './messages';
import { missing } from './missing';
import './clips.css';

const SLOT = '\u0000name\u0000';

/** "by {name}" with the owner's display name rendered (custom emoji included) where `{name}` stands. */
function byName(sentence: string, name: ReactNode): ReactNode {
  return sentence.split(SLOT).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && name}
      {part}
    </Fragment>
  ));
}

function ClipNotes({ clip }: { clip: entities.Clip }) {
  const t = useT();
  const api = useService(Api);
  const feed = useMemo(
    () => new NoteFeed<entities.Note>((p) => api.request('clips/notes', { clipId: clip.id, limit: p.limit, untilId: p.untilId })),
    [api, clip.id],
  );
  return <NoteFeedList feed={feed} restoreKey={`clip:${clip.id}`} label={t(m.notes, { name: clip.name })} emptyText={t(m.noNotes)} />;
}

/** /clips/:clipId: the clip's notes; the owner edits or deletes it, others like it. */
export default function ClipPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const clipId = params.clipId ?? '';
  return (
    <Deferred load={() => api.request('clips/show', { clipId }).catch(missing('NO_SUCH_CLIP'))} deps={[clipId]} errorText={t(m.failed)}>
      {(clip) => (clip ? <ClipView key={clipId} initial={clip} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

function ClipView({ initial }: { initial: entities.Clip }) {
  const t = useT();
  const api = useService(Api);
  const cache = useService(MyClips);
  const dialogs = useService(Dialogs);
  const nav = useService(Navigation);
  const toasts = useOptionalService(Toasts);
  const who = useViewer();
  const [clip, setClip] = useState(initial);
  const [editing, setEditing] = useState(false);
  const clipId = clip.id;
  const mine = who.me?.id === clip.userId;
  const del = async () => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: clip.name }) }))) return;
    await api.requestWithUi('clips/delete', { clipId });
    cache.invalidate();
    nav.push('/my/clips');
  };
  const toggleLike = async () => {
    await api.requestWithUi(clip.isFavorited ? 'clips/unfavorite' : 'clips/favorite', { clipId });
    setClip({ ...clip, isFavorited: !clip.isFavorited, favoritedCount: clip.favoritedCount + (clip.isFavorited ? -1 : 1) });
  };
  const actions: PageAction[] = mine
    ? [
        { text: t(m.edit), icon: 'pencil', onClick: () => setEditing(true) },
        { text: t(m.delete), icon: 'trash', onClick: () => void del() },
      ]
    : [];
  return (
    <div className="kite-clips-page">
      <PageHeader title={clip.name} icon="paperclip" actions={actions} />
      {editing ? (
        <ClipForm
          initial={{ name: clip.name, description: clip.description, isPublic: clip.isPublic }}
          onCancel={() => setEditing(false)}
          onSave={async (v) => {
            setClip(await api.requestWithUi('clips/update', { clipId, ...v }));
            cache.invalidate();
            setEditing(false);
            toasts?.show(t(m.saved), { icon: 'check' });
          }}
        />
      ) : (
        <div className="kite-clip-info">
          {clip.description && <p>{clip.description}</p>}
          <p className="kite-clips-meta">
            <Link to={`/@${clip.user.username}${clip.user.host ? `@${clip.user.host}` : ''}`}>
              {byName(t(m.by, { name: SLOT }), <UserName user={clip.user} />)}
            </Link>
            {' · '}
            {t(m.notesCount, { n: clip.notesCount ?? 0 })}
          </p>
          {who.signedIn && !mine && (
            <Button aria-pressed={Boolean(clip.isFavorited)} onClick={() => void toggleLike()}>
              {t(clip.isFavorited ? m.liked1 : m.like)} ({clip.favoritedCount})
            </Button>
          )}
        </div>
      )}
      <ClipNotes clip={clip} />
    </div>
  );
}
