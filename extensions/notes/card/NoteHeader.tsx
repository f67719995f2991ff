import type { entities } from 'misskey-js';
import { Icon, Link, safeHttpUrl, useT, acctOf } from '@kite/sdk';
import { Mfm } from '../mfm/Mfm';
import { TimeDisplay } from '../time/TimeDisplay';
import { useNotePref } from '../prefs';
import { noteMessages as m } from '../messages';

/** The user's display name with its custom emojis (plain MFM: text and emoji only). */
export function UserName({ user }: { user: entities.UserLite }) {
  return <Mfm text={user.name ?? user.username} plain emojis={user.emojis} author={user} />;
}

/** Name (hovering shows the user card), acct, badges, visibility and local-only marks, channel, and the time linking to the note. */
export function NoteHeader({ note, detailed }: { note: entities.Note; detailed?: boolean }) {
  const t = useT();
  const colored = useNotePref('coloredTime');
  const user = note.user;
  const acct = acctOf(user);
  return (
    <header className="kite-note-header">
      <Link to={`/${acct}`} userPreview={user.id} className="kite-note-name">
        <UserName user={user} />
      </Link>
      {user.isBot && <span className="kite-note-badge">{t(m.bot)}</span>}
      {/* An acct reads left to right in a right-to-left page too ("@bob", not "bob@"). */}
      <bdi className="kite-note-acct" dir="ltr">
        {acct}
      </bdi>
      {(user.badgeRoles ?? []).map((r) => {
        const icon = r.iconUrl ? safeHttpUrl(r.iconUrl)?.href : null;
        return icon ? <img key={r.name} className="kite-note-role" src={icon} alt={r.name} title={r.name} /> : null;
      })}
      <span className="kite-note-info">
        <Link to={`/notes/${note.id}`} className="kite-note-time">
          <TimeDisplay time={note.createdAt} mode={detailed ? 'detail' : undefined} colored={colored} />
        </Link>
        {note.visibility === 'home' && (
          <span title={t(m.visibilityHome)} role="img" aria-label={t(m.visibilityHome)}>
            <Icon icon="home" size={14} />
          </span>
        )}
        {note.visibility === 'followers' && (
          <span title={t(m.visibilityFollowers)} role="img" aria-label={t(m.visibilityFollowers)}>
            <Icon icon="lock" size={14} />
          </span>
        )}
        {note.visibility === 'specified' && (
          <span title={t(m.visibilitySpecified)} role="img" aria-label={t(m.visibilitySpecified)}>
            <Icon icon="mail" size={14} />
          </span>
        )}
        {note.localOnly && (
          <span title={t(m.localOnly)} role="img" aria-label={t(m.localOnly)}>
            <Icon icon="rocket" size={14} />
          </span>
        )}
      </span>
      {note.channel && (
        <Link to={`/channels/${note.channel.id}`} className="kite-note-channel" aria-label={t(m.channel, { name: note.channel.name })}>
          <Icon icon="channels" size={14} /> {note.channel.name}
        </Link>
      )}
    </header>
  );
}
