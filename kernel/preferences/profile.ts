import type { PreferenceScope, PreferencesProfile, PrefRecord } from '@kite/sdk';

/**
 * The preference profile in Misskey's web-client format (2025.9): per key a list of records
 * `[scope, value, flags]`. The same shape goes to local storage, to cloud backups and (per key)
 * to the sync registry, so a profile written by either client reads in the other. Keys this
 * client does not know are kept as they are.
 */

/** Kite's name for a key → the profile's (Misskey's) name, where the two differ. */
const aliases: Readonly<Record<string, string>> = {
  soundMasterVolume: 'sound.masterVolume',
  pageCacheSize: 'numberOfPageCache',
  deckColumnGap: 'deck.columnGap',
  imageCompressionLevel: 'defaultImageCompressionLevel',
  developerMode: 'devMode',
  stackingRouterView: 'experimental.stackingRouterView',
  // Extension-defined keys whose value has Misskey's shape: stored under Misskey's name, so a
  // profile restored from either client keeps the palettes and the upload settings.
  'noteActions.emojiPalettes': 'emojiPalettes',
  'noteActions.emojiPaletteForReaction': 'emojiPaletteForReaction',
  'drive.uploadFolderId': 'uploadFolder',
  'drive.keepOriginalFilename': 'keepOriginalFilename',
  'seasonal.enabled': 'enableSeasonalScreenEffect',
  'seasonal.hemisphere': 'hemisphere',
  'statusbar.bars': 'statusbars',
};

export function profileKey(kiteKey: string): string {
  return aliases[kiteKey] ?? kiteKey;
}

/** Keys whose value always belongs to one account on one server (no override toggle for them). */
export const accountDependentKeys: ReadonlySet<string> = new Set([
  'pinnedUserLists',
  'uploadFolder',
  'widgets',
  'deck.profile',
  'deck.profiles',
  'watermarkPresets',
  'defaultWatermarkPresetId',
]);
/** Keys whose value belongs to one server. */
export const serverDependentKeys: ReadonlySet<string> = new Set(['emojiPalettes', 'emojiPaletteForReaction', 'emojiPaletteForMain']);

export interface Who {
  /** The server's host, e.g. `misskey.example`. */
  host: string;
  /** The signed-in user's id. */
  account: string;
}

export function sameScope(a: PreferenceScope, b: PreferenceScope): boolean {
  return (
    (a.server ?? null) === (b.server ?? null) && (a.account ?? null) === (b.account ?? null) && (a.device ?? null) === (b.device ?? null)
  );
}

export function makeScope(s: { server?: string | null; account?: string | null }): PreferenceScope {
  const c: PreferenceScope = {};
  if (s.server != null) c.server = s.server;
  if (s.account != null) c.account = s.account;
  return c;
}

export function createProfile(version: string, id: string): PreferencesProfile {
  return { id, version, type: 'main', modifiedAt: Date.now(), name: '', preferences: {} };
}

function isRecord(v: unknown): v is PrefRecord {
  return Array.isArray(v) && v.length >= 2 && typeof v[0] === 'object' && v[0] !== null && !Array.isArray(v[0]);
}

/** Reads stored JSON: a profile, or the flat object of Kite's earlier store (migrated once), or nothing. */
export function parseStoredProfile(raw: unknown, version: string, newId: () => string): PreferencesProfile | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  if (o.type === 'main' && typeof o.preferences === 'object' && o.preferences !== null) {
    const preferences: Record<string, PrefRecord[]> = {};
    for (const [k, list] of Object.entries(o.preferences as Record<string, unknown>)) {
      if (Array.isArray(list))
        preferences[k] = list.filter(isRecord).map(([s, v, f]) => [s, v, typeof f === 'object' && f !== null ? f : {}]);
    }
    return {
      id: typeof o.id === 'string' ? o.id : newId(),
      version: typeof o.version === 'string' ? o.version : version,
      type: 'main',
      modifiedAt: typeof o.modifiedAt === 'number' ? o.modifiedAt : Date.now(),
      name: typeof o.name === 'string' ? o.name : '',
      preferences,
    };
  }
  // The earlier flat store: `{ key: value }` for this device.
  const p = createProfile(version, newId());
  for (const [k, v] of Object.entries(o)) p.preferences[profileKey(k)] = [[{}, v, {}]];
  return p;
}

/**
 * The record that applies to `who` for a key: the account override on this server, else the
 * server-wide one, else the shared one (Misskey's order).
 */
export function matchedRecord(records: readonly PrefRecord[], who: Who | null): PrefRecord | undefined {
  if (who) {
    const acc = records.find(([s]) => s.server === who.host && s.account === who.account);
    if (acc) return acc;
    const srv = records.find(([s]) => s.server === who.host && s.account == null);
    if (srv) return srv;
  }
  return records.find(([s]) => s.account == null && s.server == null) ?? records.find(([s]) => s.account == null);
}

/** Makes sure every known key has the records it needs for `who` (a shared one; per account or server where the key depends on it). */
export function normalizeKey(profile: PreferencesProfile, key: string, initial: unknown, who: Who | null): void {
  const records = profile.preferences[key] ?? (profile.preferences[key] = []);
  if (!records.some(([s]) => s.account == null)) records.unshift([{}, clone(initial), {}]);
  if (!who) return;
  if (accountDependentKeys.has(key) && !records.some(([s]) => s.server === who.host && s.account === who.account)) {
    records.push([makeScope({ server: who.host, account: who.account }), clone(initial), {}]);
  } else if (serverDependentKeys.has(key) && !records.some(([s]) => s.server === who.host)) {
    records.push([makeScope({ server: who.host }), clone(initial), {}]);
  }
}

export function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
