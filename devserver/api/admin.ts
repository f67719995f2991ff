/**
 * Control-panel endpoints of Misskey 2025.9 not answered elsewhere: the user list, password reset,
 * deleting a user's files, role updates and invitation codes. The permission checks (moderator /
 * admin, with Misskey's errors) are the endpoint meta's; what is admin-only follows Misskey's meta.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { RoleRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { packUserDetailedNotMe, packUserLite } from '../store/pack-user';
import { genId } from '../store/ids';
import { logModeration, userRef } from './modlog';

const mod = { requireCredential: true, requireModerator: true } as const;
const admin = { requireCredential: true, requireAdmin: true } as const;
const DAY = 86_400_000;
// Misskey's codes: capitals and digits without the easily misread ones.
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invitation code as Misskey's registration ticket; the code stays in the sign-up settings' list until used. */
export interface InviteRec {
  id: string;
  code: string;
  createdAt: number;
  expiresAt: number | null;
  createdById: string;
}
// Per server state; /__dev/reset clears them (clearTickets).
const tickets = new WeakMap<State, InviteRec[]>();
/** The server's invitation codes (the control panel's and the users' own, one list as in Misskey). */
export const ticketsOf = (state: State): InviteRec[] => {
  let list = tickets.get(state);
  if (!list) tickets.set(state, (list = []));
  return list;
};
/** Forgets every invitation code (the devserver's reset). */
export const clearTickets = (state: State): void => void tickets.delete(state);

/** A code as Misskey's InviteCode; it is used once sign-up took it out of the settings' list. */
export function packInvite(state: State, t: InviteRec): entities.InviteCode {
  const by = state.user(t.createdById);
  const used = !state.settings.invitationCodes.includes(t.code);
  return {
    id: t.id,
    code: t.code,
    expiresAt: t.expiresAt == null ? null : new Date(t.expiresAt).toISOString(),
    createdAt: new Date(t.createdAt).toISOString(),
    createdBy: by ? packUserLite(state, by) : null,
    usedBy: null,
    usedAt: null,
    used,
  };
}

const isAdminUser = (state: State, u: UserRec) => u.isAdmin || state.db.roles.some((r) => r.isAdministrator && holds(r, u.id));
const isModUser = (state: State, u: UserRec) => u.isModerator || state.db.roles.some((r) => r.isModerator && holds(r, u.id));
const holds = (r: RoleRec, userId: string) =>
  r.assignments.some((a) => a.userId === userId && (a.expiresAt == null || a.expiresAt > Date.now()));

type Sort = NonNullable<NonNullable<import('misskey-js').Endpoints['admin/show-users']['req']>['sort']>;
const sorters: Record<Sort, (state: State) => (a: UserRec, b: UserRec) => number> = {
  '+follower': (s) => (a, b) => followers(s, b) - followers(s, a),
  '-follower': (s) => (a, b) => followers(s, a) - followers(s, b),
  '+createdAt': () => (a, b) => b.createdAt - a.createdAt,
  '-createdAt': () => (a, b) => a.createdAt - b.createdAt,
  '+updatedAt': () => (a, b) => b.lastActiveAt - a.lastActiveAt,
  '-updatedAt': () => (a, b) => a.lastActiveAt - b.lastActiveAt,
  '+lastActiveDate': () => (a, b) => b.lastActiveAt - a.lastActiveAt,
  '-lastActiveDate': () => (a, b) => a.lastActiveAt - b.lastActiveAt,
};
const followers = (state: State, u: UserRec) => state.db.follows.filter((f) => f.followeeId === u.id).length;

export const adminEndpoints = [
  ep('admin/show-users', { ...mod, kind: 'read:admin:show-user' }, ({ state, me, params }) => {
    const now = Date.now();
    const name = params.username?.toLowerCase();
    const host = params.hostname?.toLowerCase();
    const users = state.db.users.filter((u) => {
      switch (params.state ?? 'all') {
        case 'all':
          break;
        case 'available':
          if (u.isSuspended) return false;
          break;
        case 'alive':
          if (u.lastActiveAt <= now - 5 * DAY) return false;
          break;
        case 'suspended':
          if (!u.isSuspended) return false;
          break;
        case 'admin':
          if (!isAdminUser(state, u)) return false;
          break;
        case 'moderator':
          if (!isModUser(state, u) || isAdminUser(state, u)) return false;
          break;
        case 'adminOrModerator':
          if (!isModUser(state, u) && !isAdminUser(state, u)) return false;
          break;
      }
      if (params.origin === 'local' && u.host) return false;
      if (params.origin === 'remote' && !u.host) return false;
      if (name && !u.username.toLowerCase().startsWith(name)) return false;
      if (host && u.host !== host) return false;
      return true;
    });
    // Without a sort Misskey keeps the database's order: by id, oldest first.
    users.sort(sorters[params.sort ?? '-createdAt'](state));
    const offset = params.offset ?? 0;
    return users.slice(offset, offset + (params.limit ?? 10)).map((u) => packUserDetailedNotMe(state, u, me.id));
  }),
  ep('admin/reset-password', { ...mod, kind: 'write:admin:reset-password' }, ({ state, me, params }) => {
    const u = state.user(params.userId);
    // Misskey throws a plain Error here (an INTERNAL_ERROR answer), not an ApiError.
    if (!u || u.host) throw new Error('user not found');
    const password = randomBytes(6).toString('base64url').slice(0, 8);
    u.password = password;
    logModeration(state, me, { type: 'resetPassword', info: userRef(u) });
    return { password };
  }),
  ep('admin/delete-all-files-of-a-user', { ...admin, kind: 'write:admin:delete-all-files-of-a-user' }, ({ state, params }) => {
    for (const f of state.db.files.filter((x) => x.userId === params.userId)) state.removeFile(f.id);
  }),
  ep('admin/roles/update', { ...admin, kind: 'write:admin:roles' }, ({ state, params }) => {
    const r = state.db.roles.find((x) => x.id === params.roleId);
    if (!r) throw new ApiError({ ...X.NO_SUCH_ROLE, id: 'cd23ef55-09ad-428a-ac61-95a45e124b32' });
    const { roleId: _id, condFormula, policies, ...rest } = params;
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) Object.assign(r, { [k]: v });
    if (policies) r.policies = policies;
    if (condFormula) r.condFormula = condFormula;
    r.updatedAt = Date.now();
  }),
  ep('admin/invite/create', { ...mod, kind: 'write:admin:invite-codes' }, ({ state, me, params }) => {
    if (params.expiresAt && Number.isNaN(Date.parse(params.expiresAt)))
      throw new ApiError({ message: 'Invalid date-time format', code: 'INVALID_DATE_TIME', id: 'f1380b15-3760-4c6c-a1db-5c3aaf1cbd49' });
    const made: InviteRec[] = [];
    for (let i = 0; i < (params.count ?? 1); i++) {
      const t: InviteRec = {
        id: genId(),
        code: Array.from({ length: 8 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join(''),
        createdAt: Date.now(),
        expiresAt: params.expiresAt ? Date.parse(params.expiresAt) : null,
        createdById: me.id,
      };
      made.push(t);
      ticketsOf(state).push(t);
      state.settings.invitationCodes.push(t.code);
    }
    return made.map((t) => packInvite(state, t));
  }),
  ep('admin/invite/list', { ...mod, kind: 'read:admin:invite-codes' }, ({ state, params }) => {
    const now = Date.now();
    const list = ticketsOf(state)
      .map((t) => ({ t, packed: packInvite(state, t) }))
      .filter(({ t, packed }) => {
        if (params.type === 'unused') return !packed.used;
        if (params.type === 'used') return packed.used;
        if (params.type === 'expired') return t.expiresAt != null && t.expiresAt < now;
        return true;
      });
    list.sort((a, b) => (params.sort === '-createdAt' ? a.t.createdAt - b.t.createdAt : b.t.createdAt - a.t.createdAt));
    const offset = params.offset ?? 0;
    return list.slice(offset, offset + (params.limit ?? 30)).map((x) => x.packed);
  }),
  // Misskey's own endpoint: it needs the canInvite policy (administrators pass); only staff may delete others' or used codes.
  ep('invite/delete', { requireCredential: true, requiredRolePolicy: 'canInvite', kind: 'write:invite-codes' }, ({ state, me, params }) => {
    const list = ticketsOf(state);
    const t = list.find((x) => x.id === params.inviteId);
    if (!t)
      throw new ApiError({ message: 'No such invite code.', code: 'NO_SUCH_INVITE_CODE', id: 'cd4f9ae4-7854-4e3e-8df9-c296f051e634' });
    const staff = isModUser(state, me) || isAdminUser(state, me);
    if (t.createdById !== me.id && !staff)
      throw new ApiError({ message: 'Access denied.', code: 'ACCESS_DENIED', id: '5eb8d909-2540-4970-90b8-dd6f86088121' });
    if (packInvite(state, t).used && !staff)
      throw new ApiError({
        message: "You can't delete this invite code.",
        code: 'CAN_NOT_DELETE_INVITE_CODE',
        id: 'ff17af39-000c-4d4e-abdf-848fa30fc1ce',
      });
    list.splice(list.indexOf(t), 1);
    state.settings.invitationCodes = state.settings.invitationCodes.filter((c) => c !== t.code);
  }),
];
