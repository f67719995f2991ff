/**
 * `Mk:save` storage with a quota. A plugin's values live in local storage under its own
 * prefix (storageKey.ts), counted in bytes (UTF-16, as browsers count): 1 MiB per plugin and
 * 2 MiB for all plugins together, so plugins can never fill the origin's local storage that
 * Kite keeps its accounts in (and sdk/keyValue.ts evicts plugin values first if it is full).
 */
import { ownsKey, storageKey } from './storageKey';

export const PLUGIN_QUOTA_BYTES = 1024 * 1024;
export const ALL_PLUGINS_QUOTA_BYTES = 2 * 1024 * 1024;
const PREFIX = 'kite:plugin:';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { readonly length: number; key(i: number): string | null };

export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

const bytes = (key: string, value: string) => (key.length + value.length) * 2;

function keys(storage: StorageLike): string[] {
  const out: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(PREFIX)) out.push(k);
  }
  return out;
}

/** Bytes used by `installId` (or by every plugin when null). */
export function usedBytes(storage: StorageLike, installId: string | null): number {
  let n = 0;
  for (const k of keys(storage)) if (installId === null || ownsKey(installId, k)) n += bytes(k, storage.getItem(k) ?? '');
  return n;
}

/** Stores `json` as the plugin's `key`; throws StorageFullError over either quota (nothing changes then). */
export function savePluginValue(storage: StorageLike, installId: string, key: string, json: string): void {
  const k = storageKey(installId, key);
  const before = storage.getItem(k);
  const delta = bytes(k, json) - (before === null ? 0 : bytes(k, before));
  if (delta > 0) {
    if (usedBytes(storage, installId) + delta > PLUGIN_QUOTA_BYTES) throw new StorageFullError('plugin storage is full (1 MiB)');
    if (usedBytes(storage, null) + delta > ALL_PLUGINS_QUOTA_BYTES) throw new StorageFullError('storage for plugins is full (2 MiB)');
  }
  try {
    storage.setItem(k, json);
  } catch {
    throw new StorageFullError('plugin storage is full');
  }
}
