import type { ApiService } from '@kite/sdk';

/** Cached things the cache clear removes (spec 1 §9): server meta and emojis, language packs, theme caches. */
export function clearCaches(storage: Storage | null): void {
  if (!storage) return;
  const prefixes = ['kite:meta:', 'kite:emojis:', 'kite:locale:', 'kite:instance', 'kite:theme-cache'];
  for (let i = storage.length - 1; i >= 0; i--) {
    const k = storage.key(i);
    if (k && prefixes.some((p) => k.startsWith(p))) storage.removeItem(k);
  }
}

/** Clears the local caches and the server's browser cache, then reloads. */
export async function clearCacheAndReload(api: ApiService | null, reload: () => void): Promise<void> {
  let storage: Storage | null = null;
  try {
    storage = globalThis.localStorage ?? null;
  } catch {
    // Storage may be blocked (privacy settings): nothing local to clear.
  }
  clearCaches(storage);
  await api?.request('clear-browser-cache', {}).catch(() => undefined);
  reload();
}
