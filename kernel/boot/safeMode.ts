import { SAFE_MODE_KEY } from './startup';

/** Turns safe mode on: stores the flag and reloads, so third-party code is not loaded. */
export function enableSafeMode(storage: Storage | null = globalThis.localStorage ?? null, loc: Location = globalThis.location): void {
  storage?.setItem(SAFE_MODE_KEY, 'true');
  loc.reload();
}

/** Spec 1 §4: safe mode off removes the stored flag and the safemode query parameter, then reloads. */
export function disableSafeMode(storage: Storage | null = globalThis.localStorage ?? null, loc: Location = globalThis.location): void {
  storage?.removeItem(SAFE_MODE_KEY);
  const url = new URL(loc.href);
  url.searchParams.delete('safemode');
  if (url.href === loc.href) loc.reload();
  else loc.replace(url.href);
}
