/**
 * The one rule for which endpoints a script (plugin, scratchpad, Play) may call with `Mk:api`,
 * whatever token it names. The glue applies it in the worker (an early, clear error) and the
 * page applies it again before every request (the page trusts no worker). Pure: no AiScript.
 */

/** Why an endpoint was refused, or null when it may be called. */
export type EndpointRefusal = 'invalid' | 'auth' | 'secret' | 'admin';

// Sign-in, sign-up and app authorisation: a script must never obtain or mint a credential
// (the MiAuth token theft: `miauth/<session>/check` answers without any credential).
const AUTH_PREFIXES = ['miauth/', 'auth/', 'signin', 'signup', 'reset-password', 'request-reset-password', 'app/'];
const AUTH_EXACT = new Set(['flash/gen-token', 'miauth/gen-token']);
// The account's secrets and whatever could hand the account (or all its data) to someone else.
const SECRET_PREFIXES = ['i/2fa/', 'i/export-', 'i/import-', 'i/webhooks/', 'i/registry/', 'sw/'];
const SECRET_EXACT = new Set([
  'i/regenerate-token',
  'i/change-password',
  'i/update-email',
  'i/delete-account',
  'i/apps',
  'i/authorized-apps',
  'i/revoke-token',
  'i/signin-history',
  'i/move',
  'i/webhooks',
  'i/claim-achievement',
]);

/** The longest endpoint name Misskey has is ~50 characters; anything much longer is not one. */
const MAX_ENDPOINT_LENGTH = 100;

/**
 * Null when `ep` may be called; otherwise why not. Only plain lower-case names are names
 * (the server's router ignores case and collapses slashes, so `MiAuth/…` or `miauth//…` would
 * slip past a prefix check): never a URL, a path out of /api, an encoded or padded name.
 */
export function endpointRefusal(ep: string): EndpointRefusal | null {
  if (ep.length === 0 || ep.length > MAX_ENDPOINT_LENGTH) return 'invalid';
  if (!/^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9_-]+)*$/.test(ep)) return 'invalid';
  if (AUTH_EXACT.has(ep) || AUTH_PREFIXES.some((p) => ep.startsWith(p))) return 'auth';
  if (ep === 'admin' || ep.startsWith('admin/')) return 'admin';
  if (SECRET_EXACT.has(ep) || SECRET_PREFIXES.some((p) => ep.startsWith(p))) return 'secret';
  return null;
}

/** True when `ep` may be called (see `endpointRefusal`). */
export function isAllowedEndpoint(ep: string): boolean {
  return endpointRefusal(ep) === null;
}

/** The error a refused call gets inside the script (one wording for both checks). */
export function refusalMessage(ep: string, why: EndpointRefusal): string {
  const shown = ep.length > 60 ? `${ep.slice(0, 60)}…` : ep;
  return why === 'invalid' ? 'invalid endpoint' : `endpoint not allowed for scripts (${why}): ${shown}`;
}
