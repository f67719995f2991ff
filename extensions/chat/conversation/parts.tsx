import type { entities } from 'misskey-js';
import { I18n, Link, NoteViews, safeHttpUrl, useOptionalService, usePreference, useService, acctOf } from '@kite/sdk';

/** A user's avatar linking to their profile (with the preview card). */
export function ChatAvatar({ user, size = 36, label }: { user: entities.UserLite; size?: number; label: string }) {
  const dataSaver = usePreference('dataSaverAvatar');
  const src = safeHttpUrl(user.avatarUrl ?? '')?.href;
  const acct = acctOf(user);
  return (
    <Link to={`/${acct}`} userPreview={user.id} className="kite-chat-avatar" style={{ width: size, height: size }} aria-label={label}>
      {src && !dataSaver ? <img src={src} alt="" decoding="async" loading="lazy" /> : null}
    </Link>
  );
}

/** Message text as MFM (plain text when the notes extension is off). */
export function ChatText({ text, author }: { text: string; author?: entities.UserLite | null }) {
  const views = useOptionalService(NoteViews);
  return views ? <views.Mfm text={text} author={author ?? null} /> : <>{text}</>;
}

/** A reaction: a custom emoji `:name:` through MFM (it resolves the server's emoji), unicode as is. */
export function ReactionGlyph({ reaction }: { reaction: string }) {
  const views = useOptionalService(NoteViews);
  return views ? <views.Mfm text={reaction} plain /> : <>{reaction}</>;
}

/** The file of a message: the note media view when present, else a link. */
export function ChatFile({ file }: { file: entities.DriveFile }) {
  const views = useOptionalService(NoteViews);
  if (views)
    return (
      <div className="kite-chat-file">
        <views.MediaList files={[file]} />
      </div>
    );
  const href = safeHttpUrl(file.url)?.href;
  return (
    <div className="kite-chat-file">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {file.name}
        </a>
      ) : (
        file.name
      )}
    </div>
  );
}

export function ChatTime({ time }: { time: string }) {
  const views = useOptionalService(NoteViews);
  const i18n = useService(I18n);
  return views ? <views.TimeDisplay time={time} /> : <time dateTime={time}>{i18n.formatDate(new Date(time))}</time>;
}
