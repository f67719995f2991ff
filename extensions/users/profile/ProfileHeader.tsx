import { useEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import {
  Api,
  I18n,
  Icon,
  Link,
  Menus,
  NoteViews,
  Toasts,
  UserName,
  safeHttpUrl,
  useOptionalService,
  usePreference,
  useService,
  useT,
  useViewer,
  acctOf,
  plainName,
} from '@kite/sdk';
import { fieldsClass } from '@kite/sdk/kit';
import { FollowButton } from './FollowButton';
import { userMessages as m } from '../messages';
import { userMenuItemsAdded } from '../menu/registration';

const statusText = { online: m.online, active: m.active, offline: m.offline } as const;

/** The memo about this user only the viewer sees (users/update-memo on leaving the field). */
function Memo({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const toasts = useOptionalService(Toasts);
  const [text, setText] = useState(user.memo ?? '');
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (location.hash === '#memo') ref.current?.focus();
  }, []);
  const save = async () => {
    if (text === (user.memo ?? '')) return;
    await api.requestWithUi('users/update-memo', { userId: user.id, memo: text });
    toasts?.show(t(m.memoSaved), { icon: 'check' });
  };
  return (
    <label className={`kite-profile-memo ${fieldsClass}`}>
      <span>{t(m.memo)}</span>
      <textarea
        ref={ref}
        id="memo"
        value={text}
        rows={2}
        placeholder={t(m.memoPlaceholder)}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void save()}
      />
    </label>
  );
}

/** The account this one moved to, fetched by id. */
function MovedTo({ userId }: { userId: string }) {
  const t = useT();
  const api = useService(Api);
  const [target, setTarget] = useState<entities.UserDetailed | null>(null);
  useEffect(() => {
    api.request('users/show', { userId }).then(setTarget, () => setTarget(null));
  }, [api, userId]);
  return (
    <p className="kite-profile-notice" role="note">
      <Icon icon="alert" size={16} /> {t(m.moved)}{' '}
      {target ? (
        <Link to={`/${acctOf(target)}`}>
          <UserName user={target} /> ({acctOf(target)})
        </Link>
      ) : (
        '…'
      )}
    </p>
  );
}

/**
 * The top of a profile: banner, avatar with online status, name with emoji, acct, badges
 * (roles, bot, locked, follows you), follow button and user menu, remote-user caution,
 * moved notice, description (MFM), fields, join date, counts and the memo.
 */
export function ProfileHeader({ user, reload }: { user: entities.UserDetailed; reload: () => Promise<void> }) {
  const t = useT();
  const i18n = useService(I18n);
  const views = useOptionalService(NoteViews);
  const menus = useService(Menus);
  const who = useViewer();
  const dataSaver = usePreference('dataSaverAvatar');
  const acct = acctOf(user);
  const banner = safeHttpUrl(user.bannerUrl ?? '')?.href;
  const avatar = safeHttpUrl(user.avatarUrl ?? '')?.href;
  const original = safeHttpUrl(user.url ?? user.uri ?? '')?.href;
  const status = user.onlineStatus && user.onlineStatus !== 'unknown' ? user.onlineStatus : null;
  const Mfm = views?.Mfm;
  const isMe = who.me?.id === user.id;
  return (
    <section className="kite-profile-head" aria-label={t(m.profileOf, { name: plainName(user) })}>
      <div className="kite-profile-banner" style={banner ? { backgroundImage: `url("${encodeURI(banner)}")` } : undefined} />
      <div className="kite-profile-top">
        <span className="kite-profile-avatar">
          {avatar && !dataSaver ? <img src={avatar} alt={t(m.avatarOf, { name: plainName(user) })} /> : null}
          {status && (
            <span
              className={`kite-profile-status kite-profile-status-${status}`}
              role="img"
              aria-label={t(m.status, { status: t(statusText[status]) })}
            />
          )}
        </span>
        <div className="kite-profile-names">
          <h1 className="kite-profile-name">
            <UserName user={user} />
          </h1>
          <span className="kite-profile-acct">
            {acct}
            {user.host ? '' : `@${location.host}`}
          </span>
          <span className="kite-profile-badges">
            {user.isFollowed && !isMe && <span className="kite-profile-badge">{t(m.followsYou)}</span>}
            {user.isLocked && (
              <span className="kite-profile-badge" title={t(m.locked)}>
                <Icon icon="lock" size={14} /> {t(m.locked)}
              </span>
            )}
            {user.isBot && <span className="kite-profile-badge">{t(m.bot)}</span>}
            {user.isMuted && <span className="kite-profile-badge">{t(m.muted)}</span>}
            {user.isBlocking && <span className="kite-profile-badge">{t(m.blocked)}</span>}
          </span>
        </div>
        <div className="kite-profile-actions">
          {who.signedIn && <FollowButton user={user} reload={reload} />}
          <button
            type="button"
            className="kite-icon-button"
            aria-label={t(m.menu)}
            title={t(m.menu)}
            onClick={(e) => {
              const anchor = e.currentTarget;
              void userMenuItemsAdded().then(() => menus.openFor('user', { user }, anchor));
            }}
          >
            <Icon icon="dots" />
          </button>
        </div>
      </div>
      {user.host && (
        <p className="kite-profile-notice" role="note">
          <Icon icon="alert" size={16} /> {t(m.remoteCaution)}{' '}
          {original && (
            <a href={original} target="_blank" rel="noopener noreferrer">
              {t(m.openOriginal)} <Icon icon="externalLink" size={14} />
            </a>
          )}
        </p>
      )}
      {user.movedTo && <MovedTo userId={user.movedTo} />}
      {user.isBlocked && (
        <p className="kite-profile-notice" role="note">
          {t(m.blockedYou)}
        </p>
      )}
      {(user.roles ?? []).length > 0 && (
        <ul className="kite-profile-roles" aria-label={t(m.roles)}>
          {user.roles.map((r) => (
            <li key={r.id} style={r.color ? { borderColor: r.color } : undefined}>
              {safeHttpUrl(r.iconUrl ?? '') && <img src={safeHttpUrl(r.iconUrl ?? '')?.href} alt="" />}
              <Link to={`/roles/${r.id}`}>{r.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {user.description && (
        <div className="kite-profile-desc">
          {Mfm ? <Mfm text={user.description} author={user} emojis={user.emojis} /> : user.description}
        </div>
      )}
      {(user.fields ?? []).length > 0 && (
        <dl className="kite-profile-fields" aria-label={t(m.fields)}>
          {user.fields.map((f, i) => (
            <div key={i}>
              <dt>{Mfm ? <Mfm text={f.name} plain author={user} emojis={user.emojis} /> : f.name}</dt>
              <dd>{Mfm ? <Mfm text={f.value} author={user} emojis={user.emojis} /> : f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <dl className="kite-profile-facts">
        {user.location && (
          <div>
            <dt>{t(m.location)}</dt>
            <dd>{user.location}</dd>
          </div>
        )}
        {user.birthday && (
          <div>
            <dt>{t(m.birthday)}</dt>
            <dd>{user.birthday}</dd>
          </div>
        )}
        <div>
          <dt className="kite-sr-only">{t(m.joined, { date: '' })}</dt>
          <dd>{t(m.joined, { date: i18n.formatDate(new Date(user.createdAt), { dateStyle: 'medium' }) })}</dd>
        </div>
      </dl>
      <div className="kite-profile-counts">
        <Link to={`/${acct}`}>
          <strong>{i18n.formatNumber(user.notesCount)}</strong> {t(m.notes)}
        </Link>
        <Link to={`/${acct}/following`}>
          <strong>{i18n.formatNumber(user.followingCount)}</strong> {t(m.following)}
        </Link>
        <Link to={`/${acct}/followers`}>
          <strong>{i18n.formatNumber(user.followersCount)}</strong> {t(m.followers)}
        </Link>
      </div>
      {who.signedIn && !isMe && <Memo user={user} />}
    </section>
  );
}
