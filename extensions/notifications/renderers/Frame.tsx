import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Icon, Link, NoteViews, UserName, safeHttpUrl, useOptionalService, usePreference, useT, useViewer, plainName } from '@kite/sdk';
import type { IconSpec } from '@kite/sdk';
import { notificationMessages as m } from '../messages';

export function acctPath(user: Pick<entities.UserLite, 'username' | 'host'>): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}

/** A user's avatar, linking to the profile, with the preview card on hover. */
export function UserAvatar({ user, size = 42 }: { user: entities.UserLite; size?: number }) {
  const t = useT();
  const dataSaver = usePreference('dataSaverAvatar');
  const src = safeHttpUrl(user.avatarUrl ?? '')?.href;
  return (
    <Link
      to={acctPath(user)}
      userPreview={user.id}
      className="kite-notif-avatar"
      style={{ width: size, height: size }}
      aria-label={t(m.avatarOf, { name: plainName(user) })}
    >
      {src && !dataSaver ? <img src={src} alt="" decoding="async" loading="lazy" /> : <span className="kite-notif-avatar-blank" />}
    </Link>
  );
}

/** The user's name linking to their profile (clicking a name opens the profile). */
export function UserLink({ user }: { user: entities.UserLite }) {
  return (
    <Link to={acctPath(user)} userPreview={user.id} className="kite-notif-user">
      <UserName user={user} />
    </Link>
  );
}

/** The frame every notification shares: who (avatar, or an image), the type icon, a title line, the time, the body. */
export function Frame(props: {
  n: entities.Notification;
  icon: IconSpec;
  tone?: 'accent' | 'renote' | 'reaction' | 'warn' | 'follow';
  /** The notifier; the viewer's own avatar when absent and `self` is set. */
  user?: entities.UserLite | null;
  self?: boolean;
  /** An image instead of an avatar (app notifications, role icons). */
  image?: string | null;
  title: ReactNode;
  children?: ReactNode;
}) {
  const views = useOptionalService(NoteViews);
  const me = useViewer().me;
  const who = props.user ?? (props.self && me ? me : null);
  const image = props.image ? safeHttpUrl(props.image)?.href : undefined;
  return (
    <article className="kite-notif" data-notification-type={props.n.type} aria-labelledby={`notif-${props.n.id}`}>
      <div className="kite-notif-head">
        {image ? <img className="kite-notif-image" src={image} alt="" /> : who ? <UserAvatar user={who} /> : null}
        {/* Without a person (grouped notifications) the type icon takes the avatar's place. */}
        <span
          className={`kite-notif-badge kite-notif-badge-${props.tone ?? 'accent'}${image || who ? '' : ' kite-notif-badge-large'}`}
          aria-hidden="true"
        >
          <Icon icon={props.icon} size={image || who ? 12 : 22} />
        </span>
      </div>
      <div className="kite-notif-main">
        <header className="kite-notif-header">
          <span className="kite-notif-title" id={`notif-${props.n.id}`}>
            {props.title}
          </span>
          {views ? <views.TimeDisplay time={props.n.createdAt} /> : <time dateTime={props.n.createdAt}>{props.n.createdAt}</time>}
        </header>
        {props.children && <div className="kite-notif-body">{props.children}</div>}
      </div>
    </article>
  );
}

/** A short, plain-text view of a note, linking to it (reactions, renotes, poll ends). */
export function NoteExcerpt({ note }: { note: entities.Note }) {
  const views = useOptionalService(NoteViews);
  const text = note.cw ?? note.text ?? '';
  return (
    <Link to={`/notes/${note.id}`} className="kite-notif-excerpt">
      <Icon icon="quote" size={12} aria-hidden="true" />{' '}
      {views ? (
        <views.Mfm text={text.length > 200 ? `${text.slice(0, 200)}…` : text} plain author={note.user} emojis={note.emojis} />
      ) : (
        text
      )}
    </Link>
  );
}

/** A reaction as shown in a notification: unicode as is, custom emoji by the note's reaction emoji map. */
export function Reaction({ reaction, note }: { reaction: string; note: entities.Note }) {
  const views = useOptionalService(NoteViews);
  const custom = /^:([\w+-]+)(?:@([\w.-]+))?:$/.exec(reaction);
  if (!views) return <span className="kite-notif-reaction">{reaction}</span>;
  // Unicode reactions go through MFM too: it draws them in the chosen emoji style.
  if (!custom)
    return (
      <span className="kite-notif-reaction">
        <views.Mfm text={reaction} plain />
      </span>
    );
  const [, name = '', host] = custom;
  // `:name@.:` is a local emoji; a remote one's url is in the note's reactionEmojis under `name@host`.
  const remote = host && host !== '.' ? note.reactionEmojis?.[`${name}@${host}`] : undefined;
  return (
    <span className="kite-notif-reaction">
      <views.Mfm text={`:${name}:`} plain emojis={remote ? { [name]: remote } : undefined} />
    </span>
  );
}
