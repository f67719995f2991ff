import type { entities } from 'misskey-js';
import { safeHttpUrl } from '@kite/sdk';

/** Where a remote note lives on its own server (its web page, else its ActivityPub id); null for a local note or an address that is not http(s). */
export function remoteUrl(note: Pick<entities.Note, 'url' | 'uri'>): string | null {
  const raw = note.url ?? note.uri;
  return raw ? (safeHttpUrl(raw)?.href ?? null) : null;
}
