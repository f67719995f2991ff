import type { entities } from 'misskey-js';
import { NoteViews, useOptionalService } from '@kite/sdk';

/**
 * A user's display name with its custom emoji ("Alice :kite:"), rendered by the notes
 * extension's MFM in plain mode when it is present; auth does not require notes, so
 * without it the raw name shows.
 */
export function DisplayName(props: { user: Pick<entities.UserLite, 'name' | 'username' | 'host' | 'emojis'> | null; fallback: string }) {
  const views = useOptionalService(NoteViews);
  const name = props.user?.name;
  if (!name) return <>{props.user?.username ?? props.fallback}</>;
  if (!views) return <>{name}</>;
  return <views.Mfm text={name} plain author={props.user as entities.UserLite} emojis={props.user?.emojis} />;
}
