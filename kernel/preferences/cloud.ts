import type { ApiService, PreferenceScope, PreferencesProfile } from '@kite/sdk';
import { isApiError } from '@kite/sdk';
import { sameScope } from './profile';

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
      return Array.isArray(v) ? v.filter((p): p is [PreferenceScope, unknown] => Array.isArray(p) && typeof p[0] === 'object' && p[0] !== null) : [];
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
