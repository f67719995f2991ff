import type { entities } from 'misskey-js';
import { Link, UserName, safeHttpUrl, useT } from '@kite/sdk';
import { galleryMessages as m } from './messages';

/** A post in a list: its first image (hidden behind a notice when sensitive), title and author. */
export function GalleryCard({ post }: { post: entities.GalleryPost }) {
  const t = useT();
  const first = post.files?.[0];
  const src = first ? safeHttpUrl(first.thumbnailUrl ?? first.url)?.href : undefined;
  const hidden = post.isSensitive || Boolean(first?.isSensitive);
  return (
    <Link to={`/gallery/${post.id}`} className="kite-gallery-card">
      {hidden ? <span className="kite-gallery-sensitive">{t(m.sensitive)}</span> : src && <img src={src} alt="" loading="lazy" />}
      <strong>{post.title}</strong>
      <span className="kite-gallery-card-author">
        <UserName user={post.user} />
      </span>
    </Link>
  );
}

export function GalleryGrid({ posts, label }: { posts: readonly entities.GalleryPost[]; label: string }) {
  return (
    <ul className="kite-gallery-grid" aria-label={label}>
      {posts.map((p) => (
        <li key={p.id}>
          <GalleryCard post={p} />
        </li>
      ))}
    </ul>
  );
}
