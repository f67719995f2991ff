/**
 * Timelines: home, local, hybrid, global, lists, users, channels, antennas, roles, mentions.
 */
import type { State } from '../store/state';
import type { NoteRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { paginateById, type PageParams } from '../http/params';
import { packNotes } from '../store/pack-note';
import { canSee, inGlobalFor, inHome, inLocal, isFilteredOut, passesFilter, type TimelineFilter } from '../store/visibility';
import { antennaMatches } from '../store/antenna';
import { userRoles } from '../store/policies';

const DEFAULT_LIMIT = 10;

function page(state: State, me: UserRec | null, params: PageParams, pred: (n: NoteRec) => boolean) {
  const meId = me?.id ?? null;
  const list = state.db.notes.filter((n) => pred(n) && canSee(state, n, meId) && !isFilteredOut(state, n, meId));
  return packNotes(state, paginateById(list, params, DEFAULT_LIMIT), meId);
}

function filterOf(p: TimelineFilter & { withRenotes?: boolean }): TimelineFilter {
  return {
    withRenotes: p.withRenotes ?? true,
    withReplies: p.withReplies ?? false,
    withFiles: p.withFiles ?? false,
    excludeFiles: p.excludeFiles ?? false,
  };
}

export function homePredicate(state: State, me: UserRec, f: TimelineFilter): (n: NoteRec) => boolean {
  const followees = state.followeeIds(me.id);
  return (n) => inHome(state, n, me.id, followees) && passesFilter(state, n, me.id, { ...f, withReplies: true });
}

export function localPredicate(state: State, me: UserRec | null, f: TimelineFilter): (n: NoteRec) => boolean {
  return (n) => inLocal(state, n) && passesFilter(state, n, me?.id ?? null, f);
}

export function hybridPredicate(state: State, me: UserRec, f: TimelineFilter): (n: NoteRec) => boolean {
  const home = homePredicate(state, me, f);
  const local = localPredicate(state, me, f);
  return (n) => home(n) || local(n);
}

export function globalPredicate(state: State, me: UserRec | null, f: TimelineFilter): (n: NoteRec) => boolean {
  return (n) => inGlobalFor(state, n) && passesFilter(state, n, me?.id ?? null, f);
}

export function listPredicate(state: State, listId: string, f: TimelineFilter): (n: NoteRec) => boolean {
  const list = state.db.lists.find((l) => l.id === listId);
  const ids = new Set(list?.userIds ?? []);
  return (n) =>
    ids.has(n.userId) && n.visibility !== 'specified' && passesFilter(state, n, list?.userId ?? null, { ...f, withReplies: true });
}

export function rolePredicate(state: State, roleId: string): (n: NoteRec) => boolean {
  return (n) => n.visibility === 'public' && n.channelId == null && userRoles(state, n.userId).some((r) => r.id === roleId);
}

const LTL_DISABLED = {
  message: 'Local timeline has been disabled.',
  code: 'LTL_DISABLED',
  id: '45a6eb02-7695-4393-b023-dd3be9aaaefd',
  kind: 'permission' as const,
};
const GTL_DISABLED = {
  message: 'Global timeline has been disabled.',
  code: 'GTL_DISABLED',
  id: '0332fc13-6ab2-4427-ae80-a9fadffd1a6b',
  kind: 'permission' as const,
};
const STL_DISABLED = {
  message: 'Hybrid timeline has been disabled.',
  code: 'STL_DISABLED',
  id: '620763f4-f621-4533-ab33-0577a1a3c342',
  kind: 'permission' as const,
};

import { isAdmin, policiesOf } from '../store/policies';

function ltlAllowed(state: State, me: UserRec | null): boolean {
  return isAdmin(state, me ?? undefined) || policiesOf(state, me ?? undefined).ltlAvailable;
}

export const timelineEndpoints = [
  ep('notes/timeline', { requireCredential: true, kind: 'read:account' }, ({ state, me, params }) =>
    page(state, me, params, homePredicate(state, me, filterOf(params))),
  ),

  ep('notes/local-timeline', {}, ({ state, me, params }) => {
    if (!ltlAllowed(state, me)) throw new ApiError(LTL_DISABLED);
    return page(state, me, params, localPredicate(state, me, filterOf(params)));
  }),

  ep('notes/hybrid-timeline', { requireCredential: true, kind: 'read:account' }, ({ state, me, params }) => {
    if (!ltlAllowed(state, me)) throw new ApiError(STL_DISABLED);
    return page(state, me, params, hybridPredicate(state, me, filterOf(params)));
  }),

  ep('notes/global-timeline', {}, ({ state, me, params }) => {
    if (!isAdmin(state, me ?? undefined) && !policiesOf(state, me ?? undefined).gtlAvailable) throw new ApiError(GTL_DISABLED);
    return page(state, me, params, globalPredicate(state, me, filterOf(params)));
  }),

  ep('notes/user-list-timeline', { requireCredential: true, kind: 'read:account' }, ({ state, me, params }) => {
    const list = state.db.lists.find((l) => l.id === params.listId && l.userId === me.id);
    if (!list) throw new ApiError(X.NO_SUCH_LIST);
    return page(state, me, params, listPredicate(state, list.id, filterOf(params)));
  }),

  ep('notes/mentions', { requireCredential: true, kind: 'read:account' }, ({ state, me, params }) =>
    page(state, me, params, (n) => n.mentions.includes(me.id) && (params.visibility == null || n.visibility === params.visibility)),
  ),

  ep('users/notes', {}, ({ state, me, params }) => {
    const user = state.user(params.userId);
    if (!user) throw new ApiError(X.NO_SUCH_USER);
    const f: TimelineFilter = { withRenotes: params.withRenotes ?? true, withReplies: true, withFiles: params.withFiles ?? false };
    return page(
      state,
      me,
      params,
      (n) =>
        n.userId === user.id &&
        (n.channelId == null || params.withChannelNotes === true) &&
        (params.withReplies || !n.replyId || state.note(n.replyId)?.userId === user.id) &&
        passesFilter(state, n, me?.id ?? null, f),
    );
  }),

  ep('users/featured-notes', {}, ({ state, me, params }) => {
    const list = state.db.notes
      .filter((n) => n.userId === params.userId && n.visibility === 'public')
      .map((n) => ({ n, score: state.db.reactions.filter((r) => r.noteId === n.id).length }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, params.limit ?? 10)
      .map((x) => x.n);
    return packNotes(state, list, me?.id ?? null);
  }),

  ep('channels/timeline', {}, ({ state, me, params }) => {
    const ch = state.db.channels.find((c) => c.id === params.channelId);
    if (!ch) throw new ApiError({ ...X.NO_SUCH_CHANNEL, id: '4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f' });
    return page(state, me, params, (n) => n.channelId === ch.id);
  }),

  ep('antennas/notes', { requireCredential: true, kind: 'read:account' }, ({ state, me, params }) => {
    const a = state.db.antennas.find((x) => x.id === params.antennaId && x.userId === me.id);
    if (!a) throw new ApiError(X.NO_SUCH_ANTENNA);
    a.hasUnreadNote = false;
    return page(state, me, params, (n) => antennaMatches(state, a, n));
  }),

  ep('roles/notes', { requireCredential: true }, ({ state, me, params }) => {
    // Misskey 2025.9: a public role (else NO_SUCH_ROLE with this endpoint's id); one not explorable has an empty timeline.
    const role = state.db.roles.find((r) => r.id === params.roleId && r.isPublic);
    if (!role) throw new ApiError({ ...X.NO_SUCH_ROLE, id: 'eb70323a-df61-4dd4-ad90-89c83c7cf26e' });
    if (!role.isExplorable) return [];
    return page(state, me, params, rolePredicate(state, role.id));
  }),
];
