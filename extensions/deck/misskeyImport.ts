import type { ApiService } from '@kite/sdk';
import { newId, readProfiles } from './model';
import type { DeckProfile } from './model';

/** A deck layout found on the server, written there by Misskey's own web client. */
export interface FoundDeck {
  /** `backup`: a preference-profile backup (Misskey 2025); `legacy`: the deck profiles of Misskey before 2025. */
  source: 'backup' | 'legacy';
  /** The backup's name (backups), or the profile's (legacy). */
  from: string;
  profile: DeckProfile;
}

/** Registry scopes Misskey 2025.9's client writes to (`preferences/utility.ts`, `pref-migrate.ts`). */
export const BACKUPS_SCOPE = ['client', 'preferences', 'backups'];
export const LEGACY_DECK_SCOPE = ['client', 'deck', 'profiles'];

type Scope = { server?: unknown; account?: unknown };

/**
 * The deck profiles in a Misskey preference profile (a backup saved with "Back up to the
 * server"): `preferences['deck.profiles']` holds records `[scope, value, flags]`; the account's
 * own record wins, else the shared one (the order Misskey reads them in).
 */
export function decksInBackup(backup: unknown, accountId: string): DeckProfile[] {
  if (typeof backup !== 'object' || backup === null) return [];
  const prefs = (backup as { preferences?: unknown }).preferences;
  if (typeof prefs !== 'object' || prefs === null) return [];
  const records = (prefs as Record<string, unknown>)['deck.profiles'];
  if (!Array.isArray(records)) return [];
  const valid = records.filter((r): r is [Scope, unknown, ...unknown[]] => Array.isArray(r) && typeof r[0] === 'object' && r[0] !== null);
  const own = valid.find(([s]) => s.account === accountId);
  const shared = valid.find(([s]) => s.account == null);
  return readProfiles((own ?? shared)?.[1]);
}

/** A deck profile of Misskey before 2025: registry key = its name, value = `{ columns, layout }`. */
export function legacyDeck(name: string, value: unknown): DeckProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { columns, layout } = value as { columns?: unknown; layout?: unknown };
  const [profile] = readProfiles([{ name, id: newId(), columns, layout }]);
  return profile && profile.columns.length > 0 ? profile : null;
}

/** Reads every key of a registry scope (none when the scope is empty). */
async function readScope(api: ApiService, scope: string[]): Promise<[string, unknown][]> {
  const keys = await api.request('i/registry/keys', { scope });
  return Promise.all(keys.map(async (key) => [key, await api.request('i/registry/get', { scope, key })] as [string, unknown]));
}

/** Every Misskey deck layout the account's registry holds: those in preference backups, then the older deck profiles. */
export async function findMisskeyDecks(api: ApiService, accountId: string): Promise<FoundDeck[]> {
  const [backups, legacy] = await Promise.all([readScope(api, BACKUPS_SCOPE), readScope(api, LEGACY_DECK_SCOPE)]);
  const found: FoundDeck[] = [];
  for (const [from, value] of backups) {
    for (const profile of decksInBackup(value, accountId)) if (profile.columns.length > 0) found.push({ source: 'backup', from, profile });
  }
  for (const [from, value] of legacy) {
    const profile = legacyDeck(from, value);
    if (profile) found.push({ source: 'legacy', from, profile });
  }
  return found;
}

/** The imported profile's name: its own, or with " (2)", " (3)"… when a profile already has it. */
export function freeName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  for (let n = 2; ; n++) if (!taken.includes(`${name} (${n})`)) return `${name} (${n})`;
}
