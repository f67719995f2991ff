/**
 * Role policies: the base (default) policies merged with the policies of the
 * roles a user holds, the way Misskey's RoleService does (booleans: any true,
 * numbers: the largest, chat availability: the most open).
 */
import type { State } from './state';
import type { RoleRec, RolePolicies, UserRec } from './types';

export const DEFAULT_POLICIES: RolePolicies = {
  gtlAvailable: true,
  ltlAvailable: true,
  canPublicNote: true,
  mentionLimit: 20,
  canInvite: false,
  inviteLimit: 0,
  inviteLimitCycle: 60 * 24 * 7,
  inviteExpirationTime: 0,
  canManageCustomEmojis: false,
  canManageAvatarDecorations: false,
  canSearchNotes: true,
  canSearchUsers: true,
  canUseTranslator: true,
  canHideAds: false,
  driveCapacityMb: 100,
  maxFileSizeMb: 10,
  uploadableFileTypes: ['text/plain', 'application/json', 'image/*', 'video/*', 'audio/*'],
  alwaysMarkNsfw: false,
  canUpdateBioMedia: true,
  pinLimit: 5,
  antennaLimit: 5,
  wordMuteLimit: 200,
  webhookLimit: 3,
  clipLimit: 10,
  noteEachClipsLimit: 200,
  userListLimit: 10,
  userEachUserListsLimit: 50,
  rateLimitFactor: 1,
  avatarDecorationLimit: 1,
  canImportAntennas: true,
  canImportBlocking: true,
  canImportFollowing: true,
  canImportMuting: true,
  canImportUserLists: true,
  chatAvailability: 'available',
  noteDraftLimit: 10,
  watermarkAvailable: true,
};

const CHAT_ORDER = ['unavailable', 'readonly', 'available'] as const;

export function userRoles(state: State, userId: string, now = Date.now()): RoleRec[] {
  return state.db.roles
    .filter((r) => r.assignments.some((a) => a.userId === userId && (a.expiresAt == null || a.expiresAt > now)))
    .sort((a, b) => b.displayOrder - a.displayOrder);
}

export function basePolicies(state: State): RolePolicies {
  const stored = state.db.registry.find((r) => r.userId === '__server__' && r.key === 'defaultPolicies');
  return { ...DEFAULT_POLICIES, ...(stored?.value as Partial<RolePolicies> | undefined) };
}

export function policiesOf(state: State, user: UserRec | undefined): RolePolicies {
  const base = basePolicies(state);
  if (!user) return base;
  const roles = userRoles(state, user.id);
  const out: RolePolicies = { ...base };
  const touched = new Set<keyof RolePolicies>();
  for (const role of roles) {
    for (const key of Object.keys(role.policies) as (keyof RolePolicies)[]) {
      const p = role.policies[key];
      if (!p || p.useDefault) continue;
      const first = !touched.has(key);
      touched.add(key);
      mergePolicy(out, key, p.value, first);
    }
  }
  return out;
}

function mergePolicy<K extends keyof RolePolicies>(out: RolePolicies, key: K, value: RolePolicies[K] | undefined, first: boolean): void {
  if (value === undefined) return;
  const cur = out[key];
  if (first) {
    out[key] = value;
    return;
  }
  if (typeof value === 'boolean' && typeof cur === 'boolean') out[key] = cur || value;
  else if (typeof value === 'number' && typeof cur === 'number') out[key] = Math.max(cur, value) as RolePolicies[K];
  else if (key === 'chatAvailability') {
    const a = CHAT_ORDER.indexOf(cur as (typeof CHAT_ORDER)[number]);
    const b = CHAT_ORDER.indexOf(value as (typeof CHAT_ORDER)[number]);
    out[key] = b > a ? value : cur;
  } else out[key] = value;
}

export function isAdmin(state: State, user: UserRec | undefined): boolean {
  if (!user) return false;
  return user.isAdmin || userRoles(state, user.id).some((r) => r.isAdministrator);
}

export function isModerator(state: State, user: UserRec | undefined): boolean {
  if (!user) return false;
  return isAdmin(state, user) || user.isModerator || userRoles(state, user.id).some((r) => r.isModerator);
}
