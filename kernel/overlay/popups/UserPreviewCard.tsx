import { useEffect } from 'react';
import type { entities } from 'misskey-js';
import { Api, Deferred, Link, NoteViews, useOptionalService, useService, useT } from '@kite/sdk';
import { useBelowAnchor } from './useBelowAnchor';
import { userShowParams } from './userQuery';
import { popupMessages as m } from './messages';

function Details(props: { user: entities.UserDetailed }) {
  const t = useT();
  const views = useOptionalService(NoteViews);
  const u = props.user;
  const acct = `@${u.username}${u.host ? `@${u.host}` : ''}`;
  const Mfm = views?.Mfm;
  return (
    <div className="kite-user-preview-body">
      {u.bannerUrl && <div className="kite-user-preview-banner" style={{ backgroundImage: `url("${encodeURI(u.bannerUrl)}")` }} aria-hidden="true" />}
      <div className="kite-user-preview-head">
        {u.avatarUrl && <img className="kite-user-preview-avatar" src={u.avatarUrl} alt="" />}
        <div className="kite-user-preview-names">
          <Link to={`/${acct}`} className="kite-user-preview-name">{Mfm && u.name ? <Mfm text={u.name} plain author={u} /> : (u.name ?? u.username)}</Link>
          <span className="kite-user-preview-acct">{acct}</span>
        </div>
      </div>
      {u.description && (
        <div className="kite-user-preview-desc">{Mfm ? <Mfm text={u.description} author={u} nowrap /> : u.description}</div>
      )}
      <dl className="kite-user-preview-stats">
        <div><dt>{t(m.notes)}</dt><dd>{u.notesCount}</dd></div>
        <div><dt>{t(m.following)}</dt><dd>{u.followingCount}</dd></div>
        <div><dt>{t(m.followers)}</dt><dd>{u.followersCount}</dd></div>
      </dl>
    </div>
  );
}

/**
 * The user preview card (spec 1 §4): fetched with `users/show`, placed below its anchor.
 * Hovering the card keeps it open (its enter/leave feed the same timer as the anchor).
 */
export function UserPreviewCard(props: { anchor: HTMLElement; user: string; onEnter: () => void; onLeave: () => void }) {
  const t = useT();
  const api = useService(Api);
  // The card is 300 px wide; its height is unknown until the user arrives, so assume 200.
  const { ref, style } = useBelowAnchor<HTMLDivElement>(props.anchor, (el) => ({ width: 300, height: el.offsetHeight || 200 }), 'left');
  // Native listeners, not React's onMouseEnter: React derives enter from the anchor's `mouseout`,
  // which runs before the anchor's native `mouseleave` — the hide it schedules would win.
  const { onEnter, onLeave } = props;
  useEffect(() => {
    const el = ref.current;
    el?.addEventListener('mouseenter', onEnter);
    el?.addEventListener('mouseleave', onLeave);
    return () => {
      el?.removeEventListener('mouseenter', onEnter);
      el?.removeEventListener('mouseleave', onLeave);
    };
  }, [onEnter, onLeave]);
  return (
    <div ref={ref} className="kite-user-preview" role="dialog" aria-label={t(m.userPreview)} data-testid="user-preview"
      style={style}>
      {/* users/show answers a list only for `userIds`, which is never sent here. */}
      <Deferred load={() => api.request('users/show', userShowParams(props.user))} deps={[props.user]}>
        {(user) => <Details user={user as unknown as entities.UserDetailed} />}
      </Deferred>
    </div>
  );
}
