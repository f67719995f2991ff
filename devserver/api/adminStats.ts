/**
 * The database page's endpoints of Misskey 2025.9 (administrators only): each table's rows and
 * size (PostgreSQL's estimates there; here the store's collections under Misskey's table names),
 * and the indexes (pg_indexes' rows); and what the overview draws beside the charts: ActivityPub
 * requests per period, and the sign-up cohorts' retention.
 */
import type { State } from '../store/state';
import type { Db } from '../store/types';
import { ep } from '../http/endpoint';

/** Misskey's table of each store collection. */
const TABLES: readonly [string, (db: Db) => readonly unknown[]][] = [
  ['user', (db) => db.users],
  ['access_token', (db) => db.tokens],
  ['note', (db) => db.notes],
  ['note_reaction', (db) => db.reactions],
  ['poll_vote', (db) => db.pollVotes],
  ['following', (db) => db.follows],
  ['follow_request', (db) => db.followRequests],
  ['muting', (db) => db.mutes],
  ['renote_muting', (db) => db.renoteMutes],
  ['blocking', (db) => db.blocks],
  ['drive_file', (db) => db.files],
  ['drive_folder', (db) => db.folders],
  ['clip', (db) => db.clips],
  ['user_list', (db) => db.lists],
  ['antenna', (db) => db.antennas],
  ['channel', (db) => db.channels],
  ['emoji', (db) => db.emojis],
  ['announcement', (db) => db.announcements],
  ['role', (db) => db.roles],
  ['registry_item', (db) => db.registry],
  ['note_favorite', (db) => db.favorites],
  ['note_thread_muting', (db) => db.threadMutes],
  ['ad', (db) => db.ads],
];
// A table's size in PostgreSQL: a few pages at least, then about the rows' size with some overhead.
const PAGE = 8192;
const sizeOf = (rows: readonly unknown[]) => Math.max(2, Math.ceil((JSON.stringify(rows).length * 1.5) / PAGE)) * PAGE;

export function tableStats(state: State): Record<string, { count: number; size: number }> {
  return Object.fromEntries(TABLES.map(([name, rows]) => [name, { count: rows(state.db).length, size: sizeOf(rows(state.db)) }]));
}

const admin = { requireCredential: true, requireAdmin: true } as const;
const DAY = 86_400_000;

/** Misskey's retention key of a day (UTC, months and days without a leading zero). */
const dayKey = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
};

/**
 * The last week's sign-up cohorts, newest first: each day's new users, and how many of them were
 * active on each later day (made-up but stable, so the overview has a table to show).
 */
export function retention(anchor: number): { createdAt: string; users: number; data: Record<string, number> }[] {
  const today = Math.floor(anchor / DAY) * DAY;
  return Array.from({ length: 7 }, (_, i) => {
    const day = today - (i + 1) * DAY;
    const users = 4 + (i % 3);
    const data: Record<string, number> = {};
    for (let d = 1; d <= i + 1; d++) data[dayKey(day + d * DAY)] = Math.max(1, users - d);
    return { createdAt: new Date(day).toISOString(), users, data };
  });
}

export const adminStatsEndpoints = [
  ep('retention', { allowGet: true }, ({ state }) => retention(state.db.anchor)),
  // Per period, newest first, as Misskey's charts answer: a small steady traffic with the two remote servers.
  ep('charts/ap-request', { allowGet: true }, ({ params }) => {
    const n = Math.min(Math.max(params.limit ?? 30, 1), 500);
    const of = (f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));
    return {
      deliverFailed: of((i) => (i % 7 === 0 ? 1 : 0)),
      deliverSucceeded: of((i) => 10 + (i % 5)),
      inboxReceived: of((i) => 20 + ((i * 3) % 7)),
    };
  }),
  ep('admin/get-table-stats', { ...admin, kind: 'read:admin:table-stats' }, ({ state }) => tableStats(state)),
  ep('admin/get-index-stats', { ...admin, kind: 'read:admin:index-stats' }, () =>
    TABLES.flatMap(([table]) => [
      {
        schemaname: 'public',
        tablename: table,
        indexname: `PK_${table}`,
        tablespace: null,
        indexdef: `CREATE UNIQUE INDEX "PK_${table}" ON public.${table} USING btree (id)`,
      },
    ]),
  ),
];
