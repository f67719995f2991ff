import type { LazyComponent } from './contributions';
import { createToken } from './tokens';

/** What the user preview card shows: a user id, or an acct with its leading `@` (`@name`, `@name@host`). */
export interface UserPreviewCardProps {
  user: string;
}

/**
 * The user preview card's content (spec 1 §4), provided by the `users` extension. The
 * kernel's popup service places it below its anchor with the hover timings; without a
 * provider no card shows.
 */
export interface UserPreviewProvider {
  readonly Card: LazyComponent<UserPreviewCardProps>;
}
/** Token of the user preview card's content (`UserPreviewProvider`). Provided by the `users` extension: list it in `requires` (or `optional`) to use it. */
export const UserPreviews = createToken<UserPreviewProvider>('kite.users.previews');

/** A user's acct as Misskey writes it: `@name` for a local user, `@name@host` for a remote one. */
export function acctOf(user: { readonly username: string; readonly host: string | null }): string {
  return user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
}
