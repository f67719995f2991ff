import type { MessageKey } from '@kite/sdk';
import { rolesMessages as m } from './messages';

/** A role policy the editor shows: a switch (boolean) or a whole number. */
export interface PolicyDef {
  key: string;
  kind: 'boolean' | 'number';
  label: MessageKey;
}

const b = (key: keyof typeof m & string): PolicyDef => ({ key, kind: 'boolean', label: m[key] });
const n = (key: keyof typeof m & string): PolicyDef => ({ key, kind: 'number', label: m[key] });

/**
 * The policies of Misskey 2025.9 in its editor's order. Its two non-scalar ones (chat availability,
 * uploadable file types) keep the value they have: misskey-js types a role's policy as a number or
 * a boolean only.
 */
export const policyDefs: readonly PolicyDef[] = [
  b('gtlAvailable'),
  b('ltlAvailable'),
  b('canPublicNote'),
  n('mentionLimit'),
  b('canInvite'),
  n('inviteLimit'),
  n('inviteLimitCycle'),
  n('inviteExpirationTime'),
  b('canManageCustomEmojis'),
  b('canManageAvatarDecorations'),
  b('canSearchNotes'),
  b('canSearchUsers'),
  b('canUseTranslator'),
  b('canHideAds'),
  n('driveCapacityMb'),
  n('maxFileSizeMb'),
  b('alwaysMarkNsfw'),
  b('canUpdateBioMedia'),
  n('pinLimit'),
  n('antennaLimit'),
  n('wordMuteLimit'),
  n('webhookLimit'),
  n('clipLimit'),
  n('noteEachClipsLimit'),
  n('userListLimit'),
  n('userEachUserListsLimit'),
  n('rateLimitFactor'),
  n('avatarDecorationLimit'),
  b('canImportAntennas'),
  b('canImportBlocking'),
  b('canImportFollowing'),
  b('canImportMuting'),
  b('canImportUserLists'),
  n('noteDraftLimit'),
  b('watermarkAvailable'),
];

/** One policy of a role as Misskey stores it. */
export interface PolicyValue {
  useDefault: boolean;
  priority: number;
  value: number | boolean;
}

/** A role's policy `key`, or the default one (use the server's value) built from `base`. */
export function policyOf(
  policies: Readonly<Record<string, { value?: number | boolean; priority?: number; useDefault?: boolean }>>,
  key: string,
  base: unknown,
  kind: PolicyDef['kind'],
): PolicyValue {
  const p = policies[key];
  const fallback = kind === 'boolean' ? base === true : typeof base === 'number' ? base : 0;
  return {
    useDefault: p?.useDefault ?? true,
    priority: p?.priority ?? 0,
    value: typeof p?.value === (kind === 'boolean' ? 'boolean' : 'number') ? (p?.value ?? fallback) : fallback,
  };
}
