import type { entities } from 'misskey-js';
import { useOptionalService } from '../react';
import { NoteViews } from '../notes';

/**
 * A user's display name with its custom emoji, rendered by the notes extension's plain
 * MFM when that extension is on; otherwise the raw name (or the username).
 */
export function UserName({
  user,
}: {
  user: Pick<entities.UserLite, 'name' | 'username' | 'host' | 'emojis'> & Partial<entities.UserLite>;
}) {
  const views = useOptionalService(NoteViews);
  if (!views || !user.name) return <>{user.name ?? user.username}</>;
  return <views.Mfm text={user.name} plain author={user as entities.UserLite} emojis={user.emojis} />;
}

/**
 * A user's name as plain text, for a document title or an accessible label: the display name without its
 * custom emoji codes (`Alice :kite:` reads "Alice"), or the username when nothing else is left.
 */
export function plainName(user: Pick<entities.UserLite, 'name' | 'username'>): string {
  const text = (user.name ?? '')
    .replace(/:[\w+-]+(?:@[\w.-]+)?:/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || user.username;
}
