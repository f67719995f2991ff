import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Api, Link, Loading, ResultScreen, defineMessages, safeHttpUrl, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';

const m = defineMessages('users.creations', {
  noPages: 'No pages',
  noGallery: 'No gallery posts',
  failed: 'Could not load this list',
  sensitive: 'Sensitive content',
});

/** A list tab of a user's creations (pages, gallery posts…): loads, then draws each item as a link. */
function CreationList<T extends { id: string }>(props: {
  load: () => Promise<T[]>;
  userId: string;
  empty: string;
  label: string;
  item: (x: T) => ReactNode;
}) {
  const t = useT();
  const state = useLoad(props.userId, props.load);
  if (state.error) return <ResultScreen kind="error" title={t(m.failed)} />;
  if (!state.data) return <Loading />;
  if (state.data.length === 0) return <ResultScreen kind="empty" title={props.empty} />;
  return (
    <ul className="kite-profile-links" aria-label={props.label}>
      {state.data.map((x) => (
        <li key={x.id}>{props.item(x)}</li>
      ))}
    </ul>
  );
}

const acct = (u: entities.UserLite) => (u.host ? `${u.username}@${u.host}` : u.username);

/** The profile's Pages tab (users/pages): each page links to its viewer. */
export function PagesTab({ user, label }: { user: entities.UserDetailed; label: string }) {
  const t = useT();
  const api = useService(Api);
  return (
    <CreationList
      userId={user.id}
      load={() => api.request('users/pages', { userId: user.id, limit: 30 })}
      empty={t(m.noPages)}
      label={label}
      item={(p: entities.Page) => (
        <>
          <Link to={`/@${acct(p.user)}/pages/${encodeURIComponent(p.name)}`}>{p.title}</Link>
          {p.summary && <p>{p.summary}</p>}
        </>
      )}
    />
  );
}

/** The profile's Gallery tab (users/gallery/posts): each post with its first image unless sensitive. */
export function GalleryTab({ user, label }: { user: entities.UserDetailed; label: string }) {
  const t = useT();
  const api = useService(Api);
  return (
    <CreationList
      userId={user.id}
      load={() => api.request('users/gallery/posts', { userId: user.id, limit: 30 })}
      empty={t(m.noGallery)}
      label={label}
      item={(g: entities.GalleryPost) => {
        const f = g.files?.[0];
        const src = f ? safeHttpUrl(f.thumbnailUrl ?? f.url)?.href : undefined;
        return (
          <Link to={`/gallery/${g.id}`}>
            {src && !g.isSensitive && !f?.isSensitive ? (
              <img className="kite-profile-creation-thumb" src={src} alt="" loading="lazy" />
            ) : null}
            {g.title}
            {g.isSensitive && ` (${t(m.sensitive)})`}
          </Link>
        );
      }}
    />
  );
}
