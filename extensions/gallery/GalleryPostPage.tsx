import { useState } from 'react';
import type { entities } from 'misskey-js';
import {
  Api,
  I18n,
  Dialogs,
  Link,
  Navigation,
  NoteViews,
  ResultScreen,
  Toasts,
  UserName,
  isApiError,
  useOptionalService,
  useService,
  useT,
  useTn,
  useViewer,
  plainName,
} from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, RouteProps } from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { GalleryGrid } from './GalleryCard';
import { copyLink, shareLink } from './share';
import { galleryMessages as m } from './messages';
import './gallery.css';

const acct = (u: entities.UserLite) => (u.host ? `${u.username}@${u.host}` : u.username);

/** /gallery/:postId — the post's images in the media viewer, likes, sharing and the author's other posts. */
export default function GalleryPostPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const postId = params.postId ?? '';
  return (
    <Deferred
      load={() =>
        api.request('gallery/posts/show', { postId }).catch((e: unknown) => {
          if (isApiError(e) && e.code === 'NO_SUCH_POST') return null;
          throw e;
        })
      }
      deps={[postId]}
      errorText={t(m.failed)}
    >
      {(post) => (post ? <PostView key={post.id} initial={post} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

function OtherPosts({ post }: { post: entities.GalleryPost }) {
  const t = useT();
  const api = useService(Api);
  const state = useLoad(post.userId, () => api.request('users/gallery/posts', { userId: post.userId, limit: 7 }));
  const others = (state.data ?? []).filter((p) => p.id !== post.id).slice(0, 6);
  if (others.length === 0) return null;
  const title = t(m.otherPosts, { name: plainName(post.user) });
  return (
    <section className="kite-gallery-section">
      <h2>{title}</h2>
      <GalleryGrid posts={others} label={title} />
    </section>
  );
}

function PostView({ initial }: { initial: entities.GalleryPost }) {
  const t = useT();
  const tn = useTn();
  const i18n = useService(I18n);
  const api = useService(Api);
  const nav = useService(Navigation);
  const views = useService(NoteViews);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const who = useViewer();
  const [post, setPost] = useState(initial);
  const mine = who.me?.id === post.userId;
  const url = `${location.origin}/gallery/${post.id}`;
  // A post marked sensitive hides every image, as Misskey does, until the viewer reveals it.
  const files = (post.files ?? []).map((f) => (post.isSensitive ? { ...f, isSensitive: true } : f));
  const toggleLike = async () => {
    const liked = Boolean(post.isLiked);
    await api.requestWithUi(liked ? 'gallery/posts/unlike' : 'gallery/posts/like', { postId: post.id });
    setPost({ ...post, isLiked: !liked, likedCount: post.likedCount + (liked ? -1 : 1) });
  };
  const del = async () => {
    if (!dialogs || !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { title: post.title }) }))) return;
    await api.requestWithUi('gallery/posts/delete', { postId: post.id });
    nav.push('/gallery');
  };
  const actions: PageAction[] = mine
    ? [
        { text: t(m.edit), icon: 'pencil', onClick: () => nav.push(`/gallery/${post.id}/edit`) },
        ...(dialogs ? [{ text: t(m.delete), icon: 'trash' as const, onClick: () => void del() }] : []),
      ]
    : [];
  return (
    <div className="kite-gallery-page">
      <PageHeader title={post.title} icon="icons" actions={actions} />
      <article className="kite-gallery-post">
        <views.MediaList files={files} />
        <h2>{post.title}</h2>
        <p className="kite-gallery-card-author">
          <Link to={`/@${acct(post.user)}`}>
            <UserName user={post.user} />
          </Link>
          {' · '}
          <time dateTime={post.createdAt}>{i18n.formatDate(new Date(post.createdAt), { dateStyle: 'medium' })}</time>
        </p>
        {post.description && (
          <div className="kite-gallery-description">
            <views.Mfm text={post.description} />
          </div>
        )}
      </article>
      <div className="kite-gallery-actions">
        {who.signedIn && !mine ? (
          <Button aria-pressed={Boolean(post.isLiked)} onClick={() => void toggleLike()}>
            {t(post.isLiked ? m.unlike : m.like)} ({post.likedCount})
          </Button>
        ) : (
          <span>{tn(post.likedCount, { one: m.likesOne, other: m.likes })}</span>
        )}
        <Button onClick={() => void shareLink(post.title, url, toasts, t(m.copied))}>{t(m.share)}</Button>
        <Button onClick={() => void copyLink(url, toasts, t(m.copied))}>{t(m.copyLink)}</Button>
      </div>
      <OtherPosts post={post} />
    </div>
  );
}
