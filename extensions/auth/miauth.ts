import { permissions } from 'misskey-js/consts.js';
import { CALLBACK_PATH } from './callbackPath';

/** What we remember while the browser is away at the other server. */
export interface PendingMiAuth {
  session: string;
  origin: string;
  /** Where to go once signed in. */
  path: string;
}

const KEY = 'kite:miauth:pending';

/** `misskey.io` → `https://misskey.io`; full http(s) URLs keep their scheme (local servers). */
export function serverOrigin(input: string): string | null {
  const s = input.trim().replace(/^@/, '');
  if (!s) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(s) ? s : `https://${s}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !/^\d+\.\d+\.\d+\.\d+$/.test(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The MiAuth authorisation URL on `origin`: `/miauth/{session}` with the app's name,
 * icon, callback and the permissions Kite needs (all of them: it is a full client).
 */
export function miauthUrl(origin: string, session: string, here: string): string {
  const q = new URLSearchParams({
    name: 'Kite',
    icon: `${here}/favicon.svg`,
    callback: `${here}${CALLBACK_PATH}`,
    permission: permissions.join(','),
  });
  return `${origin}/miauth/${encodeURIComponent(session)}?${q}`;
}

export function savePending(storage: Pick<Storage, 'setItem'>, p: PendingMiAuth): void {
  storage.setItem(KEY, JSON.stringify(p));
}

/** Reads and clears the pending session (a callback is used once). */
export function takePending(storage: Pick<Storage, 'getItem' | 'removeItem'>, session: string | undefined): PendingMiAuth | null {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as PendingMiAuth;
    return !session || p.session === session ? p : null;
  } catch {
    return null;
  }
}

/** Leaves for the other server's consent page. */
export function startMiAuth(origin: string, path: string): void {
  const session = crypto.randomUUID();
  savePending(sessionStorage, { session, origin, path });
  location.assign(miauthUrl(origin, session, location.origin));
}
