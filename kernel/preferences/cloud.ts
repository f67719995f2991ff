import type { ApiService, PreferenceScope, PreferencesProfile, PrefRecord, SyncChoice } from '@kite/sdk';
import { isApiError } from '@kite/sdk';
import { clone, deepEqual, sameScope } from './profile';
import { tryMerge } from './merge';

/**
 * The server side of preferences, in the registry layout Misskey's own web client uses:
 * synced values under `client/preferences/sync`, key `default:<key>`, value a list of
 * `[scope, value]` pairs; backups under `client/preferences/backups`, key the profile name.
 */
const SYNC_SCOPE = ['client', 'preferences', 'sync'];
const BACKUP_SCOPE = ['client', 'preferences', 'backups'];
const SYNC_GROUP = 'default';

type Pairs = [PreferenceScope, unknown][];

export class PreferencesCloud {
  constructor(private readonly api: ApiService) {}

  private async getPairs(key: string): Promise<Pairs> {
    try {
      const v: unknown = await this.api.request('i/registry/get', { scope: SYNC_SCOPE, key: `${SYNC_GROUP}:${key}` });
      return Array.isArray(v)
        ? v.filter((p): p is [PreferenceScope, unknown] => Array.isArray(p) && typeof p[0] === 'object' && p[0] !== null)
        : [];
    } catch (e) {
      if (isApiError(e) && e.code === 'NO_SUCH_KEY') return [];
      throw e;
    }
  }

  /** The value stored for this key and scope, or null when there is none. */
  async get(key: string, scope: PreferenceScope): Promise<{ value: unknown } | null> {
    const hit = (await this.getPairs(key)).find(([s]) => sameScope(s, scope));
    return hit ? { value: hit[1] } : null;
  }

  async set(key: string, scope: PreferenceScope, value: unknown): Promise<void> {
    const pairs = await this.getPairs(key);
    const i = pairs.findIndex(([s]) => sameScope(s, scope));
    if (i === -1) pairs.push([scope, value]);
    else pairs[i] = [scope, value];
    await this.api.request('i/registry/set', { scope: SYNC_SCOPE, key: `${SYNC_GROUP}:${key}`, value: pairs });
  }

  /**
   * Turning sync on: when the server holds a different value, `choose` picks merge (offered only
   * when the merge rules allow it), the server's, or this device's; then the value is stored on
   * the server. Null when cancelled.
   */
  async enable(
    key: string,
    scope: PreferenceScope,
    local: unknown,
    choose: (opts: { canMerge: boolean }) => Promise<SyncChoice>,
  ): Promise<{ value: unknown } | null> {
    let value = local;
    const remote = await this.get(key, scope);
    if (remote && !deepEqual(remote.value, local)) {
      const merged = tryMerge(key, local, remote.value);
      const choice = await choose({ canMerge: merged !== undefined });
      if (choice === null) return null;
      value = choice === 'remote' ? remote.value : choice === 'merge' && merged !== undefined ? merged : local;
    }
    await this.set(key, scope, value);
    return { value };
  }

  /** Reads the server's value of every synced record into it (the server wins); true when one changed. */
  async pull(records: readonly (readonly [key: string, rec: PrefRecord])[]): Promise<boolean> {
    const synced = records.filter(([, rec]) => rec[2].sync);
    const got = await Promise.all(synced.map(async ([key, rec]) => [rec, await this.get(key, rec[0]).catch(() => null)] as const));
    let changed = false;
    for (const [rec, hit] of got) {
      if (hit && !deepEqual(hit.value, rec[1])) {
        rec[1] = clone(hit.value);
        changed = true;
      }
    }
    return changed;
  }

  /** Every 3 minutes while the page is visible, backs up the profile `current` gives (null: off) if it changed since. */
  autoBackup(current: () => PreferencesProfile | null): void {
    let last = 0;
    setInterval(
      () => {
        const p = current();
        if (!p || document.visibilityState !== 'visible' || p.modifiedAt <= last) return;
        void this.backup(p).then(
          () => {
            last = Date.now();
          },
          () => {},
        );
      },
      3 * 60 * 1000,
    );
  }

  async listBackups(): Promise<string[]> {
    return this.api.request('i/registry/keys', { scope: BACKUP_SCOPE });
  }

  async backup(profile: PreferencesProfile): Promise<void> {
    await this.api.request('i/registry/set', { scope: BACKUP_SCOPE, key: profile.name, value: profile });
  }

  async readBackup(name: string): Promise<unknown> {
    return this.api.request('i/registry/get', { scope: BACKUP_SCOPE, key: name });
  }

  async deleteBackup(name: string): Promise<void> {
    await this.api.request('i/registry/remove', { scope: BACKUP_SCOPE, key: name });
  }
}
