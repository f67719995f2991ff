/**
 * Drive: files (multipart upload with size limits, upload-from-url) and folders.
 */
import type { Endpoints } from 'misskey-js';
import type { State } from '../store/state';
import type { DriveFileRec, DriveFolderRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import type { Req } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { limitOf, paginateById, required } from '../http/params';
import { fileUrl, packFile, packFolder } from '../store/pack-drive';
import { packNotes } from '../store/pack-note';
import { addDriveFile, detectType } from '../store/drive-service';
import { isModerator, policiesOf } from '../store/policies';
import { genId } from '../store/ids';

const cred = { requireCredential: true } as const;

function ownFile(state: State, me: UserRec, fileId: string | undefined) {
  const f = state.file(required(fileId, 'fileId'));
  if (!f || (f.userId !== me.id && !isModerator(state, me))) throw new ApiError(X.NO_SUCH_DRIVE_FILE);
  return f;
}

function ownFolder(state: State, me: UserRec, folderId: string | null | undefined): DriveFolderRec | null {
  if (folderId == null) return null;
  const f = state.db.folders.find((x) => x.id === folderId && x.userId === me.id);
  if (!f) throw new ApiError(X.NO_SUCH_FOLDER);
  return f;
}

function matchesType(type: string, pattern: string): boolean {
  return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

function checkQuota(state: State, me: UserRec, size: number, type: string): void {
  const pol = policiesOf(state, me);
  if (size > pol.maxFileSizeMb * 1024 * 1024) throw new ApiError(X.FILE_TOO_BIG);
  const used = state.db.files.filter((f) => f.userId === me.id).reduce((a, f) => a + f.size, 0);
  if (used + size > pol.driveCapacityMb * 1024 * 1024) throw new ApiError(X.NO_FREE_SPACE);
  if (!pol.uploadableFileTypes.some((p) => matchesType(type, p))) throw new ApiError(X.UNALLOWED_FILE_TYPE);
}

function emitDrive(state: State, userId: string, type: string, body: unknown): void {
  state.events.emit('main', userId, `drive:${type}`, body);
}

export const driveEndpoints = [
  ep('drive/files', { ...cred, kind: 'read:drive' }, ({ state, me, params }) => {
    const list = state.db.files.filter(
      (f) => f.userId === me.id && f.folderId === (params.folderId ?? null) && (!params.type || matchesType(f.type, params.type)),
    );
    // With a sort (the drive cleaner's largest files), the order is by that field; id paging is not combined with it here.
    const page = params.sort ? sortFiles(list, params.sort).slice(0, limitOf(params)) : paginateById(list, params);
    return page.map((f) => packFile(state, f, { withFolder: true }));
  }),

  ep('drive/files/create', { ...cred, kind: 'write:drive', requireFile: true }, ({ state, me, params, file }) => {
    if (!file) throw new ApiError(X.NO_SUCH_DRIVE_FILE);
    const name = params.name && params.name !== 'null' ? params.name : file.name;
    const type = detectType(name, file.type, file.bytes);
    checkQuota(state, me, file.bytes.length, type);
    const folder = ownFolder(state, me, params.folderId);
    const rec = addDriveFile(state, {
      userId: me.id,
      name,
      type,
      bytes: file.bytes,
      folderId: folder?.id ?? null,
      isSensitive: params.isSensitive === true || policiesOf(state, me).alwaysMarkNsfw,
      comment: params.comment ?? null,
    });
    const packed = packFile(state, rec, { withFolder: true });
    state.events.emit('main', me.id, 'driveFileCreated', packed);
    emitDrive(state, me.id, 'fileCreated', packed);
    return packed;
  }),

  ep('drive/files/upload-from-url', { ...cred, kind: 'write:drive' }, ({ state, me, params, services }) => {
    const folder = ownFolder(state, me, params.folderId);
    void services
      .fetchUrl(params.url)
      .then(({ bytes, type, name }) => {
        checkQuota(state, me, bytes.length, type);
        const rec = addDriveFile(state, {
          userId: me.id,
          name,
          type,
          bytes,
          folderId: folder?.id ?? null,
          isSensitive: params.isSensitive ?? false,
          comment: params.comment ?? null,
          sourceUrl: params.url,
        });
        const packed = packFile(state, rec, { withFolder: true });
        state.events.emit('main', me.id, 'urlUploadFinished', { marker: params.marker ?? null, file: packed });
        state.events.emit('main', me.id, 'driveFileCreated', packed);
        state.changed();
      })
      .catch((e) => console.warn(`[devserver] upload-from-url failed: ${String(e)}`));
  }),

  ep('drive/files/show', { ...cred, kind: 'read:drive' }, ({ state, me, params }) => {
    const f =
      'fileId' in params
        ? ownFile(state, me, params.fileId)
        : state.db.files.find((x) => x.userId === me.id && `${state.origin}/files/${x.id}` === params.url);
    if (!f) throw new ApiError(X.NO_SUCH_DRIVE_FILE);
    return packFile(state, f, { withFolder: true });
  }),

  ep('drive/files/update', { ...cred, kind: 'write:drive' }, ({ state, me, params }) => {
    const f = ownFile(state, me, params.fileId);
    if (params.name !== undefined && params.name.trim() !== '') f.name = params.name;
    if (params.isSensitive !== undefined) f.isSensitive = params.isSensitive;
    if (params.comment !== undefined) f.comment = params.comment;
    if (params.folderId !== undefined) f.folderId = ownFolder(state, me, params.folderId)?.id ?? null;
    const packed = packFile(state, f, { withFolder: true });
    emitDrive(state, me.id, 'fileUpdated', packed);
    return packed;
  }),

  ep('drive/files/delete', { ...cred, kind: 'write:drive' }, ({ state, me, params }) => {
    const f = ownFile(state, me, params.fileId);
    state.removeFile(f.id);
    emitDrive(state, me.id, 'fileDeleted', f.id);
  }),

  ep('drive/files/move-bulk', { ...cred, kind: 'write:drive' }, ({ state, me, params }) => {
    const folder = ownFolder(state, me, params.folderId);
    for (const id of params.fileIds) ownFile(state, me, id).folderId = folder?.id ?? null;
  }),

  ep('drive/files/find', { ...cred, kind: 'read:drive' }, ({ state, me, params }) =>
    state.db.files
      .filter((f) => f.userId === me.id && f.name === params.name && f.folderId === (params.folderId ?? null))
      .map((f) => packFile(state, f)),
  ),

  ep('drive/files/find-by-hash', { ...cred, kind: 'read:drive' }, ({ state, me, params }) =>
    state.db.files.filter((f) => f.userId === me.id && f.md5 === params.md5).map((f) => packFile(state, f)),
  ),

  ep('drive/files/check-existence', { ...cred, kind: 'read:drive' }, ({ state, me, params }) =>
    state.db.files.some((f) => f.userId === me.id && f.md5 === params.md5),
  ),

  ep('drive/files/attached-notes', { ...cred, kind: 'read:drive' }, ({ state, me, params }) => {
    const f = ownFile(state, me, params.fileId);
    return packNotes(
      state,
      paginateById(
        state.db.notes.filter((n) => n.fileIds.includes(f.id)),
        params,
      ),
      me.id,
    );
  }),

  ep('admin/drive/show-file', { ...cred, requireModerator: true, kind: 'read:admin:drive' }, ({ state, params }) => {
    const f = 'fileId' in params ? state.file(params.fileId) : state.db.files.find((x) => fileUrl(state, x) === params.url);
    if (!f) throw new ApiError(X.NO_SUCH_FILE_ADMIN);
    const p = packFile(state, f);
    return {
      id: p.id,
      createdAt: p.createdAt,
      userId: f.userId,
      userHost: state.user(f.userId)?.host ?? null,
      md5: f.md5,
      name: f.name,
      type: f.type,
      size: f.size,
      comment: f.comment,
      blurhash: f.blurhash,
      properties: p.properties,
      storedInternal: true,
      url: p.url,
      thumbnailUrl: p.thumbnailUrl,
      webpublicUrl: null,
      accessKey: null,
      thumbnailAccessKey: null,
      webpublicAccessKey: null,
      uri: f.sourceUrl ?? null,
      src: f.sourceUrl ?? null,
      folderId: f.folderId,
      isSensitive: f.isSensitive,
      isLink: false,
      maybeSensitive: false,
      maybePorn: false,
      requestIp: f.userId && !f.sourceUrl ? '127.0.0.1' : null,
      requestHeaders: null,
    } satisfies Endpoints['admin/drive/show-file']['res'];
  }),

  ep('drive/folders', { ...cred, kind: 'read:drive' }, ({ state, me, params }) =>
    paginateById(
      state.db.folders.filter((f) => f.userId === me.id && f.parentId === (params.folderId ?? null)),
      params,
    ).map((f) => packFolder(state, f, { detail: true })),
  ),

  ep('drive/folders/create', { ...cred, kind: 'write:drive' }, ({ state, me, params }) => {
    const parent = ownFolder(state, me, params.parentId);
    const f: DriveFolderRec = {
      id: genId(),
      createdAt: Date.now(),
      userId: me.id,
      name: params.name ?? 'Untitled',
      parentId: parent?.id ?? null,
    };
    state.db.folders.push(f);
    const packed = packFolder(state, f, { detail: true });
    emitDrive(state, me.id, 'folderCreated', packed);
    return packed;
  }),

  ep('drive/folders/show', { ...cred, kind: 'read:drive' }, ({ state, me, params }) => {
    const f = ownFolder(state, me, params.folderId);
    if (!f) throw new ApiError(X.NO_SUCH_FOLDER);
    return packFolder(state, f, { detail: true });
  }),

  ep('drive/folders/find', { ...cred, kind: 'read:drive' }, ({ state, me, params }) =>
    state.db.folders
      .filter((f) => f.userId === me.id && f.name === params.name && f.parentId === (params.parentId ?? null))
      .map((f) => packFolder(state, f, { detail: true })),
  ),

  ep('drive/folders/update', { ...cred, kind: 'write:drive' }, ({ state, me, params }) => {
    const f = ownFolder(state, me, params.folderId);
    if (!f) throw new ApiError(X.NO_SUCH_FOLDER);
    if (params.name !== undefined) f.name = params.name;
    if (params.parentId !== undefined) {
      const parent = ownFolder(state, me, params.parentId);
      const seen = new Set<string>();
      for (
        let p: DriveFolderRec | undefined = parent ?? undefined;
        p && !seen.has(p.id);
        p = state.db.folders.find((x) => x.id === p?.parentId)
      ) {
        seen.add(p.id);
        if (p.id === f.id)
          throw new ApiError({
            message: 'Circular reference detected.',
            code: 'RECURSIVE_NESTING',
            id: 'dbeb0248-894d-4c5c-a6c0-2ea5bc3da9cf',
          });
      }
      f.parentId = parent?.id ?? null;
    }
    const packed = packFolder(state, f, { detail: true });
    emitDrive(state, me.id, 'folderUpdated', packed);
    return packed;
  }),

  ep('drive/folders/delete', { ...cred, kind: 'write:drive' }, ({ state, me, params }) => {
    const f = ownFolder(state, me, params.folderId);
    if (!f) throw new ApiError(X.NO_SUCH_FOLDER);
    if (state.db.files.some((x) => x.folderId === f.id) || state.db.folders.some((x) => x.parentId === f.id)) {
      throw new ApiError({
        message: 'The folder has child files or folders.',
        code: 'HAS_CHILD_FILES_OR_FOLDERS',
        id: 'b0fc8a17-963c-405d-bfbc-859a487295e1',
      });
    }
    state.db.folders = state.db.folders.filter((x) => x !== f);
    emitDrive(state, me.id, 'folderDeleted', f.id);
  }),
];

/** drive/files' `sort` as Misskey orders it: `+` is descending (largest, newest, Z first), `-` ascending. */
function sortFiles(files: DriveFileRec[], sort: NonNullable<Req<'drive/files'>['sort']>): DriveFileRec[] {
  const [sign, field] = [sort[0], sort.slice(1)];
  const key = (f: DriveFileRec): number | string => (field === 'size' ? f.size : field === 'name' ? f.name : f.id);
  const asc = [...files].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return sign === '+' ? asc.reverse() : asc;
}
