import { useState } from 'react';
import type { entities } from 'misskey-js';
import {
  Api,
  I18n,
  Link,
  Navigation,
  ResultScreen,
  Toasts,
  UserName,
  isApiError,
  safeHttpUrl,
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
import { PageBlocks } from './PageBlocks';
import { copyLink, shareLink } from './share';
import { pageMessages as m } from './messages';
import './pages.css';

const acct = (u: { username: string; host: string | null }) => (u.host ? `${u.username}@${u.host}` : u.username);
export const pagePath = (p: { name: string; user: { username: string; host: string | null } }) =>
  `/@${acct(p.user)}/pages/${encodeURIComponent(p.name)}`;

/** /@:username/pages/:pageName — a page as its author made it, with likes, sharing and the author's other pages. */
export default function PageViewPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const username = params.username ?? '';
  const name = params.pageName ?? '';
  return (
    <Deferred
      load={() =>
        api.request('pages/show', { username, name }).catch((e: unknown) => {
          if (isApiError(e) && e.code === 'NO_SUCH_PAGE') return null;
          throw e;
        })
      }
      deps={[username, name]}
      errorText={t(m.failed)}
    >
      {(page) => (page ? <PageView key={page.id} initial={page} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

function OtherPages({ page }: { page: entities.Page }) {
  const t = useT();
  const api = useService(Api);
  const state = useLoad(page.userId, () => api.request('users/pages', { userId: page.userId, limit: 6 }));
  const others = (state.data ?? []).filter((p) => p.id !== page.id);
  if (others.length === 0) return null;
  return (
    <nav className="kite-page-others" aria-label={t(m.otherPages, { name: plainName(page.user) })}>
      <h2>{t(m.otherPages, { name: plainName(page.user) })}</h2>
      <ul className="kite-page-cards">
        {others.map((p) => (
          <li key={p.id}>
            <PageCard page={p} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page in a list: its header image, title and summary. */
export function PageCard({ page }: { page: entities.Page }) {
  const img = page.eyeCatchingImage ? safeHttpUrl(page.eyeCatchingImage.thumbnailUrl ?? page.eyeCatchingImage.url)?.href : undefined;
  return (
    <Link to={pagePath(page)} className="kite-page-card">
      {img && !page.eyeCatchingImage?.isSensitive && <img src={img} alt="" loading="lazy" />}
      <strong>{page.title}</strong>
      {page.summary && <span>{page.summary}</span>}
      <span className="kite-page-card-author">
        <UserName user={page.user} />
      </span>
    </Link>
  );
}

function PageView({ initial }: { initial: entities.Page }) {
  const t = useT();
  const tn = useTn();
  const i18n = useService(I18n);
  const api = useService(Api);
  const nav = useService(Navigation);
  const toasts = useOptionalService(Toasts);
  const who = useViewer();
  const [page, setPage] = useState(initial);
  const mine = who.me?.id === page.userId;
  const url = `${location.origin}${pagePath(page)}`;
  const eye = page.eyeCatchingImage ? safeHttpUrl(page.eyeCatchingImage.url)?.href : undefined;
  const toggleLike = async () => {
    const liked = Boolean(page.isLiked);
    await api.requestWithUi(liked ? 'pages/unlike' : 'pages/like', { pageId: page.id });
    setPage({ ...page, isLiked: !liked, likedCount: page.likedCount + (liked ? -1 : 1) });
  };
  const actions: PageAction[] = mine ? [{ text: t(m.edit), icon: 'pencil', onClick: () => nav.push(`/pages/edit/${page.id}`) }] : [];
  return (
    <div className="kite-page-view">
      <PageHeader title={page.title} icon="notes" actions={actions} />
      <article
        className={`kite-page-body kite-page-font-${page.font === 'serif' ? 'serif' : 'sans'}${page.alignCenter ? ' kite-page-center' : ''}`}
      >
        {eye && <img className="kite-page-eyecatch" src={eye} alt="" />}
        {/* The header holds the page's h1; this title is part of the page unless its author hid it. */}
        {!page.hideTitleWhenPinned && <h2 className="kite-page-title">{page.title}</h2>}
        <p className="kite-page-meta">
          <Link to={`/@${acct(page.user)}`}>
            <UserName user={page.user} />
          </Link>
          {' · '}
          {t(m.updated)} <time dateTime={page.updatedAt}>{i18n.formatDate(new Date(page.updatedAt), { dateStyle: 'medium' })}</time>
        </p>
        {page.summary && <p className="kite-page-summary">{page.summary}</p>}
        <PageBlocks blocks={page.content} files={page.attachedFiles} />
      </article>
      <div className="kite-page-actions">
        {who.signedIn && !mine ? (
          <Button aria-pressed={Boolean(page.isLiked)} onClick={() => void toggleLike()}>
            {t(page.isLiked ? m.unlike : m.like)} ({page.likedCount})
          </Button>
        ) : (
          <span>{tn(page.likedCount, { one: m.likesOne, other: m.likes })}</span>
        )}
        <Button onClick={() => void shareLink(page.title, url, toasts, t(m.copied))}>{t(m.share)}</Button>
        <Button onClick={() => void copyLink(url, toasts, t(m.copied))}>{t(m.copyLink)}</Button>
      </div>
      <OtherPages page={page} />
    </div>
  );
}
