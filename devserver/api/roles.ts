/**
 * Roles (public and admin) and a few moderator/admin endpoints.
 */
import type { State } from '../store/state';
import type { RoleRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { paginate } from '../http/params';
import { packRole } from '../store/pack-misc';
import { packUserDetailedNotMe, packMe } from '../store/pack-user';
import { notify } from '../store/notify';
import { genId } from '../store/ids';
import { basePolicies } from '../store/policies';
import type { ServerConfig } from './meta';
import { logModeration, userRef } from './modlog';

/**
 * The role by id. `visible`: Misskey 2025.9's public endpoints find only public roles (roles/users
 * also only explorable ones), and each answers NO_SUCH_ROLE with its own error id.
 */
function role(state: State, id: string, visible?: { explorable: boolean; errorId: string }): RoleRec {
  const r = state.db.roles.find((x) => x.id === id && (!visible || (x.isPublic && (!visible.explorable || x.isExplorable))));
  if (!r) throw new ApiError(visible ? { ...X.NO_SUCH_ROLE, id: visible.errorId } : X.NO_SUCH_ROLE);
  return r;
}

function members(state: State, r: RoleRec, meId: string | null, params: { limit?: number; sinceId?: string; untilId?: string }) {
  return paginate(
    r.assignments.map((a) => ({ ...a, id: `${a.createdAt.toString(36).padStart(8, '0')}${a.userId}` })),
    params,
    (a) => a.id,
  )
    .map((a) => ({ a, u: state.user(a.userId) }))
    .filter((x) => x.u != null)
    .map(({ a, u }) => ({
      id: `${r.id}-${u!.id}`,
      createdAt: new Date(r.createdAt).toISOString(),
      user: packUserDetailedNotMe(state, u!, meId),
      expiresAt: a.expiresAt == null ? null : new Date(a.expiresAt).toISOString(),
    }));
}

const mod = { requireCredential: true, requireModerator: true } as const;

export function roleEndpoints(_cfg: ServerConfig) {
  return [
    ep('roles/list', { requireCredential: true }, ({ state }) => state.db.roles.filter((r) => r.isPublic && r.isExplorable).map(packRole)),
    ep('roles/show', {}, ({ state, params }) =>
      packRole(role(state, params.roleId, { explorable: false, errorId: 'de5502bf-009a-4639-86c1-fec349e46dcb' })),
    ),
    ep('roles/users', {}, ({ state, me, params }) =>
      members(
        state,
        role(state, params.roleId, { explorable: true, errorId: '30aaaee3-4792-48dc-ab0d-cf501a575ac5' }),
        me?.id ?? null,
        params,
        // As Misskey 2025.9: the public list gives only the assignment's id and the user.
      ).map(({ id, user }) => ({ id, user })),
    ),

    ep('admin/roles/list', { ...mod, kind: 'read:admin:roles' }, ({ state }) => state.db.roles.map(packRole)),
    ep('admin/roles/show', { ...mod, kind: 'read:admin:roles' }, ({ state, params }) => packRole(role(state, params.roleId))),
    ep('admin/roles/users', { ...mod, kind: 'read:admin:roles' }, ({ state, params }) =>
      members(state, role(state, params.roleId), null, params),
    ),
    ep('admin/roles/assign', { ...mod, kind: 'write:admin:roles' }, ({ state, me, params }) => {
      const r = role(state, params.roleId);
      const user = state.user(params.userId);
      if (!user) throw new ApiError({ ...X.NO_SUCH_USER, id: '4c9b4d84-2c8c-4a8d-9d4e-2a1b7d9f6c2e' });
      if (r.assignments.some((a) => a.userId === user.id))
        throw new ApiError({
          message: 'The user is already assigned to this role.',
          code: 'ALREADY_ASSIGNED',
          id: '67d8689c-25c6-435f-8ced-631e4b81fce1',
        });
      r.assignments.push({ userId: user.id, expiresAt: params.expiresAt ?? null, createdAt: Date.now() });
      const expiresAt = params.expiresAt == null ? null : new Date(params.expiresAt).toISOString();
      logModeration(state, me, { type: 'assignRole', info: { ...userRef(user), roleId: r.id, roleName: r.name, expiresAt } });
      notify(state, { notifieeId: user.id, type: 'roleAssigned', roleId: r.id });
      state.events.emit('main', user.id, 'meUpdated', packMe(state, user));
    }),
    ep('admin/roles/unassign', { ...mod, kind: 'write:admin:roles' }, ({ state, me, params }) => {
      const r = role(state, params.roleId);
      if (!r.assignments.some((a) => a.userId === params.userId))
        throw new ApiError({ message: 'Not assigned.', code: 'NOT_ASSIGNED', id: 'b9060ac7-5c94-4da4-9f55-2047c953df44' });
      r.assignments = r.assignments.filter((a) => a.userId !== params.userId);
      const user = state.user(params.userId);
      if (user) logModeration(state, me, { type: 'unassignRole', info: { ...userRef(user), roleId: r.id, roleName: r.name } });
    }),
    ep(
      'admin/roles/update-default-policies',
      { requireCredential: true, requireAdmin: true, kind: 'write:admin:roles' },
      ({ state, params }) => {
        const value = { ...basePolicies(state), ...(params.policies as Record<string, unknown>) };
        state.db.registry = state.db.registry.filter((r) => !(r.userId === '__server__' && r.key === 'defaultPolicies'));
        state.db.registry.push({ userId: '__server__', domain: null, scope: [], key: 'defaultPolicies', value, updatedAt: Date.now() });
      },
    ),

    ep('admin/show-user', { ...mod, kind: 'read:admin:show-user' }, ({ state, params }) => {
      const u = state.user(params.userId);
      if (!u) throw new ApiError(X.NO_SUCH_USER);
      return {
        email: null,
        emailVerified: false,
        followedMessage: u.followedMessage,
        autoAcceptFollowed: u.autoAcceptFollowed,
        noCrawle: false,
        preventAiLearning: true,
        alwaysMarkNsfw: false,
        autoSensitive: false,
        carefulBot: false,
        injectFeaturedNote: true,
        receiveAnnouncementEmail: true,
        mutedWords: u.mutedWords,
        mutedInstances: u.mutedInstances,
        notificationRecieveConfig: {},
        isModerator: u.isModerator,
        isSilenced: u.isSilenced,
        isSuspended: u.isSuspended,
        isHibernated: false,
        lastActiveDate: new Date(u.lastActiveAt).toISOString(),
        moderationNote: String(u.settings.moderationNote ?? ''),
        signins: [],
        policies: basePolicies(state),
        roles: state.db.roles.filter((r) => r.assignments.some((a) => a.userId === u.id)).map(packRole),
        roleAssigns: state.db.roles.flatMap((r) =>
          r.assignments
            .filter((a) => a.userId === u.id)
            .map((a) => ({
              roleId: r.id,
              createdAt: new Date(a.createdAt).toISOString(),
              expiresAt: a.expiresAt == null ? null : new Date(a.expiresAt).toISOString(),
            })),
        ),
      };
    }),
    ep('admin/suspend-user', { ...mod, kind: 'write:admin:suspend-user' }, ({ state, me, params }) => {
      const u = state.user(params.userId);
      if (!u) throw new ApiError(X.NO_SUCH_USER);
      u.isSuspended = true;
      logModeration(state, me, { type: 'suspend', info: userRef(u) });
      for (const t of state.db.tokens.filter((x) => x.userId === u.id)) state.events.emit('tokenRevoked', t.token);
    }),
    ep('admin/unsuspend-user', { ...mod, kind: 'write:admin:unsuspend-user' }, ({ state, me, params }) => {
      const u = state.user(params.userId);
      if (!u) throw new ApiError(X.NO_SUCH_USER);
      u.isSuspended = false;
      logModeration(state, me, { type: 'unsuspend', info: userRef(u) });
    }),
    ep('admin/update-user-note', { ...mod, kind: 'write:admin:user-note' }, ({ state, me, params }) => {
      const u = state.user(params.userId);
      if (!u) throw new ApiError(X.NO_SUCH_USER);
      const before = String(u.settings.moderationNote ?? '');
      u.settings.moderationNote = params.text;
      logModeration(state, me, { type: 'updateUserNote', info: { ...userRef(u), before, after: params.text } });
    }),
    // admin/meta and admin/update-meta: serverMeta.ts.
    ep('admin/roles/create', { requireCredential: true, requireAdmin: true, kind: 'write:admin:roles' }, ({ state, params }) => {
      const r: RoleRec = {
        id: genId(),
        createdAt: Date.now(),
        updatedAt: Date.now(),
        name: params.name,
        description: params.description,
        color: params.color,
        iconUrl: params.iconUrl,
        isModerator: params.isModerator,
        isAdministrator: params.isAdministrator,
        displayOrder: params.displayOrder,
        target: params.target,
        isPublic: params.isPublic,
        isExplorable: params.isExplorable ?? false,
        asBadge: params.asBadge,
        canEditMembersByModerator: params.canEditMembersByModerator,
        policies: params.policies as RoleRec['policies'],
        assignments: [],
        ...(params.condFormula && { condFormula: params.condFormula }),
      };
      state.db.roles.push(r);
      return packRole(r);
    }),
    ep('admin/roles/delete', { requireCredential: true, requireAdmin: true, kind: 'write:admin:roles' }, ({ state, params }) => {
      role(state, params.roleId);
      state.db.roles = state.db.roles.filter((r) => r.id !== params.roleId);
    }),
  ];
}
