/**
 * Misskey 2025.9's moderation log: every moderation action the devserver performs records an entry
 * (who, what, the payload misskey-js types), and admin/show-moderation-logs lists them newest
 * first, filtered by type, by moderator and by a text search in the payload.
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { paginateById } from '../http/params';
import { packUserDetailedNotMe } from '../store/pack-user';
import { genId } from '../store/ids';

type Log = entities.ModerationLog;
/** One entry's type with its own payload (distributed over the union, so each type keeps its shape). */
type Entry = Log extends infer L ? (L extends Log ? { type: L['type']; info: L['info'] } : never) : never;

interface LogRec {
  id: string;
  createdAt: number;
  userId: string;
  entry: Entry;
}

// Keyed by the database object: /__dev/reset replaces it, which forgets the log with it.
const logs = new WeakMap<object, LogRec[]>();
const logsOf = (state: State): LogRec[] => {
  let list = logs.get(state.db);
  if (!list) logs.set(state.db, (list = []));
  return list;
};

/** Records that moderator `by` did `entry.type` (Misskey's ModerationLogService.log). */
export function logModeration(state: State, by: UserRec, entry: Entry): void {
  const now = Date.now();
  logsOf(state).push({ id: genId(now), createdAt: now, userId: by.id, entry });
}

/** The user fields Misskey's payloads name a target by. */
export const userRef = (u: UserRec) => ({ userId: u.id, userUsername: u.username, userHost: u.host });

export const modlogEndpoints = [
  ep(
    'admin/show-moderation-logs',
    // Misskey 2025.9 lets only administrators read the log, and packs each moderator for no viewer.
    { requireCredential: true, requireAdmin: true, kind: 'read:admin:show-moderation-log' },
    ({ state, params }) => {
      const needle = params.search?.toLowerCase();
      const list = logsOf(state).filter(
        (l) =>
          (params.type == null || l.entry.type === params.type) &&
          (params.userId == null || l.userId === params.userId) &&
          (needle == null || JSON.stringify(l.entry.info).toLowerCase().includes(needle)),
      );
      return paginateById(list, params).flatMap((l) => {
        const u = state.user(l.userId);
        if (!u) return [];
        const packed: Log = {
          id: l.id,
          createdAt: new Date(l.createdAt).toISOString(),
          userId: l.userId,
          user: packUserDetailedNotMe(state, u, null),
          ...l.entry,
        };
        // misskey-js's schema types `info` as an empty record, which no real payload fits; the entry is typed above.
        return [packed as never];
      });
    },
  ),
];
