/**
 * Abuse reports as Misskey 2025.9 keeps them: a user reports another (users/report-abuse), staff
 * list them by state and origin, resolve them (accepted, rejected, or neither), forward a remote
 * user's report to their server, and keep a moderation note.
 */
import type { Endpoints } from 'misskey-js';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import type { ErrorDef } from '../http/errors';
import { paginateById } from '../http/params';
import { packUserDetailedNotMe } from '../store/pack-user';
import { genId } from '../store/ids';

type Packed = Endpoints['admin/abuse-user-reports']['res'][number];

/** One report; hosts are kept as Misskey keeps them, for the origin filters. */
export interface AbuseReportRec {
  id: string;
  createdAt: number;
  comment: string;
  reporterId: string;
  targetUserId: string;
  assigneeId: string | null;
  resolved: boolean;
  resolvedAs: 'accept' | 'reject' | null;
  forwarded: boolean;
  moderationNote: string;
}

// Per server state, as the invitation codes; /__dev/reset clears them (clearAbuseReports).
const reports = new WeakMap<State, AbuseReportRec[]>();
const reportsOf = (state: State): AbuseReportRec[] => {
  let list = reports.get(state);
  if (!list) reports.set(state, (list = []));
  return list;
};
/** Forgets every report (the devserver's reset). */
export const clearAbuseReports = (state: State): void => void reports.delete(state);

const e = (code: string, id: string, message: string, extra: Partial<ErrorDef> = {}): ErrorDef => ({ code, id, message, ...extra });
const noSuchUser = e('NO_SUCH_USER', '1acefcb5-0959-43fd-9685-b48305736cb5', 'No such user.');
const yourself = e('CANNOT_REPORT_YOURSELF', '1e13149e-b1e8-43cf-902e-c01dbfcb202f', 'Cannot report yourself.');
// Each endpoint has its own id for a missing report.
const noSuchReport = (id: string) => e('NO_SUCH_ABUSE_REPORT', id, 'No such abuse report.', { httpStatusCode: 404, kind: 'server' });

const mod = { requireCredential: true, requireModerator: true } as const;

function find(state: State, reportId: string, errorId: string): AbuseReportRec {
  const r = reportsOf(state).find((x) => x.id === reportId);
  if (!r) throw new ApiError(noSuchReport(errorId));
  return r;
}

function pack(state: State, r: AbuseReportRec, meId: string): Packed {
  const user = (id: string) => {
    const u = state.user(id);
    if (!u) throw new Error(`missing user ${id}`);
    return packUserDetailedNotMe(state, u, meId);
  };
  return {
    id: r.id,
    createdAt: new Date(r.createdAt).toISOString(),
    comment: r.comment,
    resolved: r.resolved,
    reporterId: r.reporterId,
    targetUserId: r.targetUserId,
    assigneeId: r.assigneeId,
    reporter: user(r.reporterId),
    targetUser: user(r.targetUserId),
    assignee: r.assigneeId ? user(r.assigneeId) : null,
    forwarded: r.forwarded,
    resolvedAs: r.resolvedAs,
    moderationNote: r.moderationNote,
  };
}

const origin = (host: string | null | undefined, want: 'combined' | 'local' | 'remote' | undefined) =>
  want === 'local' ? host == null : want === 'remote' ? host != null : true;

export const abuseReportEndpoints = [
  ep('users/report-abuse', { requireCredential: true }, ({ state, me, params }) => {
    const target = state.user(params.userId);
    if (!target) throw new ApiError(noSuchUser);
    if (target.id === me.id) throw new ApiError(yourself);
    reportsOf(state).push({
      id: genId(),
      createdAt: Date.now(),
      comment: params.comment,
      reporterId: me.id,
      targetUserId: target.id,
      assigneeId: null,
      resolved: false,
      resolvedAs: null,
      forwarded: false,
      moderationNote: '',
    });
  }),

  ep('admin/abuse-user-reports', { ...mod, kind: 'read:admin:abuse-user-reports' }, ({ state, me, params }) => {
    const list = reportsOf(state).filter((r) => {
      if (params.state === 'resolved' && !r.resolved) return false;
      if (params.state === 'unresolved' && r.resolved) return false;
      return (
        origin(state.user(r.reporterId)?.host, params.reporterOrigin) && origin(state.user(r.targetUserId)?.host, params.targetUserOrigin)
      );
    });
    return paginateById(list, params).map((r) => pack(state, r, me.id));
  }),

  ep('admin/resolve-abuse-user-report', { ...mod, kind: 'write:admin:resolve-abuse-user-report' }, ({ state, me, params }) => {
    const r = find(state, params.reportId, 'ac3794dd-2ce4-d878-e546-73c60c06b398');
    r.resolved = true;
    r.resolvedAs = params.resolvedAs ?? null;
    r.assigneeId = me.id;
  }),

  ep('admin/forward-abuse-user-report', { ...mod, kind: 'write:admin:resolve-abuse-user-report' }, ({ state, params }) => {
    const r = find(state, params.reportId, '8763e21b-d9bc-40be-acf6-54c1a6986493');
    // Forwarding reaches only a remote user's server.
    if (state.user(r.targetUserId)?.host != null) r.forwarded = true;
  }),

  ep('admin/update-abuse-user-report', { ...mod, kind: 'write:admin:resolve-abuse-user-report' }, ({ state, params }) => {
    const r = find(state, params.reportId, '15f51cf5-46d1-4b1d-a618-b35bcbed0662');
    if (params.moderationNote !== undefined) r.moderationNote = params.moderationNote;
  }),
];
