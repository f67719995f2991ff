/**
 * i/export-* and i/import-*: account data out and in (Misskey 2025.9). The real server queues a
 * job and answers 204; here the export is written at once — a file in the user's drive and an
 * `exportCompleted` notification, as the job ends — and following, muting and blocking imports
 * are applied at once (lists and antennas imports are checked, then accepted). Error ids are
 * Misskey's per endpoint (checked against a real server).
 */
import type { State } from '../store/state';
import type { NotificationRec, UserRec } from '../store/types';
import type { Name } from '../http/endpoint';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import type { ErrorDef } from '../http/errors';
import { addDriveFile } from '../store/drive-service';
import { notify } from '../store/notify';
import { genId } from '../store/ids';
import { follow } from './following';

type Entity = NonNullable<NotificationRec['exportedEntity']>;

const acct = (u: UserRec) => (u.host ? `${u.username}@${u.host}` : u.username);

function userByAcct(state: State, line: string): UserRec | undefined {
  const [username = '', host = null] = line.trim().replace(/^@/, '').split('@');
  return state.userByName(username, host === state.host ? null : host);
}

/** Writes an export file to the user's drive and says so, as Misskey's export job does when it ends. */
function exportFile(state: State, me: UserRec, entity: Entity, ext: 'csv' | 'json', body: string): void {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `${entity}-${stamp}.${ext}`;
  const file = addDriveFile(state, {
    userId: me.id,
    name,
    type: ext === 'csv' ? 'text/csv' : 'application/json',
    bytes: Buffer.from(body),
  });
  notify(state, { notifieeId: me.id, type: 'exportCompleted', exportedEntity: entity, fileId: file.id });
}

const cred = { requireCredential: true, secure: true } as const;
const lines = (xs: string[]) => xs.map((x) => `${x}\n`).join('');

export const exportEndpoints = [
  ep('i/export-notes', cred, ({ state, me }) => {
    const notes = state.db.notes.filter((n) => n.userId === me.id);
    exportFile(state, me, 'note', 'json', JSON.stringify(notes.map((n) => ({ id: n.id, text: n.text, createdAt: new Date(n.createdAt) }))));
  }),
  ep('i/export-favorites', cred, ({ state, me }) => {
    const favs = state.db.favorites.filter((f) => f.userId === me.id);
    exportFile(
      state,
      me,
      'favorite',
      'json',
      JSON.stringify(favs.map((f) => ({ id: f.id, noteId: f.noteId, createdAt: new Date(f.createdAt) }))),
    );
  }),
  ep('i/export-clips', cred, ({ state, me }) => {
    const clips = state.db.clips.filter((c) => c.userId === me.id);
    exportFile(
      state,
      me,
      'clip',
      'json',
      JSON.stringify(clips.map((c) => ({ id: c.id, name: c.name, description: c.description, notes: c.notes }))),
    );
  }),
  ep('i/export-following', cred, ({ state, me, params }) => {
    const users = state.db.follows
      .filter((f) => f.followerId === me.id)
      .map((f) => state.user(f.followeeId))
      .filter((u): u is UserRec => u != null)
      .filter((u) => !(params.excludeMuting && state.isMuting(me.id, u.id)))
      .filter((u) => !(params.excludeInactive && Date.now() - u.lastActiveAt > 90 * 86400_000));
    exportFile(state, me, 'following', 'csv', lines(users.map(acct)));
  }),
  ep('i/export-mute', cred, ({ state, me }) => {
    const users = state.db.mutes.filter((m) => m.muterId === me.id).map((m) => state.user(m.muteeId));
    exportFile(state, me, 'muting', 'csv', lines(users.filter((u): u is UserRec => u != null).map(acct)));
  }),
  ep('i/export-blocking', cred, ({ state, me }) => {
    const users = state.db.blocks.filter((b) => b.fromId === me.id).map((b) => state.user(b.toId));
    exportFile(state, me, 'blocking', 'csv', lines(users.filter((u): u is UserRec => u != null).map(acct)));
  }),
  ep('i/export-user-lists', cred, ({ state, me }) => {
    const rows = state.db.lists
      .filter((l) => l.userId === me.id)
      .flatMap((l) => l.userIds.map((id) => state.user(id)).flatMap((u) => (u ? [`${l.name},${acct(u)}`] : [])));
    exportFile(state, me, 'userList', 'csv', lines(rows));
  }),
  ep('i/export-antennas', cred, ({ state, me }) => {
    const antennas = state.db.antennas.filter((a) => a.userId === me.id);
    exportFile(state, me, 'antenna', 'json', JSON.stringify(antennas.map(({ id: _id, userId: _u, hasUnreadNote: _h, ...rest }) => rest)));
  }),
];

/** Misskey's import errors (each endpoint has its own ids). */
interface ImportErrors {
  noSuchFile: string;
  emptyFile: string;
  tooBigFile?: string;
}
const err = (code: string, message: string, id: string): ErrorDef => ({ code, message, id });

/** The file an import reads: it must exist, not be empty, and (for CSV imports) be at most 64 KiB. */
function importFile(state: State, fileId: string, ids: ImportErrors): string {
  const file = state.file(fileId);
  if (!file) throw new ApiError(err('NO_SUCH_FILE', 'No such file.', ids.noSuchFile));
  if (file.size === 0) throw new ApiError(err('EMPTY_FILE', 'That file is empty.', ids.emptyFile));
  if (ids.tooBigFile && file.size > 64 * 1024) throw new ApiError(err('TOO_BIG_FILE', 'That file is too big.', ids.tooBigFile));
  return (state.blobs.get(file.blobKey) ?? Buffer.alloc(0)).toString('utf8');
}

/** Accounts in a CSV export: the first column of each line. */
function accts(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => (l.split(',')[0] ?? '').trim())
    .filter((l) => l.length > 0);
}

function csvImport<N extends Name>(name: N, policy: 'canImportFollowing' | 'canImportMuting' | 'canImportBlocking', ids: ImportErrors) {
  return { name, meta: { ...cred, requiredRolePolicy: policy, prohibitMoved: true }, ids };
}

const following = csvImport('i/import-following', 'canImportFollowing', {
  noSuchFile: 'b98644cf-a5ac-4277-a502-0b8054a709a3',
  emptyFile: '31a1b42c-06f7-42ae-8a38-a661c5c9f691',
  tooBigFile: 'dee9d4ed-ad07-43ed-8b34-b2856398bc60',
});
const muting = csvImport('i/import-muting', 'canImportMuting', {
  noSuchFile: 'e674141e-bd2a-ba85-e616-aefb187c9c2a',
  emptyFile: 'd2f12af1-e7b4-feac-86a3-519548f2728e',
  tooBigFile: '9b4ada6d-d7f7-0472-0713-4f558bd1ec9c',
});
const blocking = csvImport('i/import-blocking', 'canImportBlocking', {
  noSuchFile: 'ebb53e5f-6574-9c0c-0b92-7ca6def56d7e',
  emptyFile: '6f3a4dcc-f060-a707-4950-806fbdbe60d6',
  tooBigFile: 'b7fbf0b1-aeef-3b21-29ef-fadd4cb72ccf',
});

/** The users named in an import file, other than the importer. */
function importedUsers(state: State, me: UserRec, text: string): UserRec[] {
  return accts(text)
    .map((a) => userByAcct(state, a))
    .filter((u): u is UserRec => u != null && u.id !== me.id);
}

export const importEndpoints = [
  ep(following.name, following.meta, ({ state, me, params }) => {
    for (const u of importedUsers(state, me, importFile(state, params.fileId, following.ids)))
      if (!state.isFollowing(me.id, u.id)) follow(state, me, u, { withReplies: params.withReplies ?? false, silent: true });
  }),
  ep(muting.name, muting.meta, ({ state, me, params }) => {
    for (const u of importedUsers(state, me, importFile(state, params.fileId, muting.ids)))
      if (!state.isMuting(me.id, u.id))
        state.db.mutes.push({ id: genId(), createdAt: Date.now(), muterId: me.id, muteeId: u.id, expiresAt: null });
  }),
  ep(blocking.name, blocking.meta, ({ state, me, params }) => {
    for (const u of importedUsers(state, me, importFile(state, params.fileId, blocking.ids)))
      if (!state.isBlocking(me.id, u.id)) state.db.blocks.push({ id: genId(), createdAt: Date.now(), fromId: me.id, toId: u.id });
  }),
  ep('i/import-user-lists', { ...cred, requiredRolePolicy: 'canImportUserLists', prohibitMoved: true }, ({ state, params }) => {
    importFile(state, params.fileId, {
      noSuchFile: 'ea9cc34f-c415-4bc6-a6fe-28ac40357049',
      emptyFile: '99efe367-ce6e-4d44-93f8-5fae7b040356',
      tooBigFile: 'ae6e7a22-971b-4b52-b2be-fc0b9b121fe9',
    });
  }),
  ep('i/import-antennas', { ...cred, requiredRolePolicy: 'canImportAntennas', prohibitMoved: true }, ({ state, params }) => {
    importFile(state, params.fileId, {
      noSuchFile: '3b71d086-c3fa-431c-b01d-ded65a777172',
      emptyFile: '7f60115d-8d93-4b0f-bd0e-3815dcbb389f',
    });
  }),
];
