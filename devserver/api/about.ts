/**
 * What /about and /invite call that no other module answers: a user's own invitation codes
 * (invite/create, invite/list, invite/limit; invite/delete is in ./admin with the control panel's
 * codes, which share one list) and the federation chart. As Misskey 2025.9: the invite endpoints
 * need the canInvite policy (administrators pass), creation counts against inviteLimit per
 * inviteLimitCycle minutes, and a code expires after inviteExpirationTime minutes when that is set.
 */
import { randomInt } from 'node:crypto';
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { policiesOf } from '../store/policies';
import { genId } from '../store/ids';
import { packInvite, ticketsOf } from './admin';

const invite = { requireCredential: true, requiredRolePolicy: 'canInvite' } as const;
const EXCEEDED = {
  message: 'You have exceeded the limit for creating an invitation code.',
  code: 'EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE',
  id: '8b165dd3-6f37-4557-8db1-73175d63c641',
};
// Misskey's codes: capitals and digits without the ones easily misread.
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');

/** How many codes the user may still create in the current cycle; null when the role sets no limit. */
function remaining(state: State, me: UserRec): number | null {
  const p = policiesOf(state, me);
  if (!p.inviteLimit) return null;
  const since = Date.now() - p.inviteLimitCycle * 60_000;
  const made = ticketsOf(state).filter((t) => t.createdById === me.id && t.createdAt > since).length;
  return Math.max(0, p.inviteLimit - made);
}

/** A chart answer of `limit` points per key, newest first, from a value per point index. */
const series = <K extends string>(keys: readonly K[], limit: number, value: (key: K, i: number) => number) =>
  Object.fromEntries(keys.map((k) => [k, Array.from({ length: limit }, (_, i) => value(k, i))])) as Record<K, number[]>;

const FEDERATION_KEYS = ['deliveredInstances', 'inboxInstances', 'stalled', 'sub', 'pub', 'pubsub', 'subActive', 'pubActive'] as const;

export const aboutEndpoints = [
  ep('invite/create', { ...invite, kind: 'write:invite-codes' }, ({ state, me }) => {
    if (remaining(state, me) === 0) throw new ApiError(EXCEEDED);
    const p = policiesOf(state, me);
    const t = {
      id: genId(),
      code: newCode(),
      createdAt: Date.now(),
      expiresAt: p.inviteExpirationTime ? Date.now() + p.inviteExpirationTime * 60_000 : null,
      createdById: me.id,
    };
    ticketsOf(state).push(t);
    state.settings.invitationCodes.push(t.code);
    return packInvite(state, t);
  }),
  ep('invite/list', { ...invite, kind: 'read:invite-codes' }, ({ state, me, params }) => {
    let list = ticketsOf(state)
      .filter((t) => t.createdById === me.id)
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    if (params.sinceId) list = list.filter((t) => t.id > params.sinceId!).reverse();
    if (params.untilId) list = list.filter((t) => t.id < params.untilId!);
    return list.slice(0, params.limit ?? 30).map((t) => packInvite(state, t));
  }),
  ep('invite/limit', { ...invite, kind: 'read:invite-codes' }, ({ state, me }) => ({ remaining: remaining(state, me) })),
  // Misskey's federation chart; the devserver's two remote servers, with some activity to draw.
  ep('charts/federation', { allowGet: true }, ({ params }) =>
    series(FEDERATION_KEYS, params.limit ?? 30, (k, i) =>
      k === 'stalled' ? 0 : k.startsWith('pub') ? 1 + (i % 2) : 2 - (i % 3 === 0 ? 1 : 0),
    ),
  ),
];
