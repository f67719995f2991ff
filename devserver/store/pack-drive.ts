/**
 * Drive files and folders as Misskey packs them.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { DriveFileRec, DriveFolderRec } from './types';

export function fileUrl(state: State, f: DriveFileRec): string {
  return `${state.origin}/files/${f.id}`;
}

export function packFile(state: State, f: DriveFileRec, opts: { withFolder?: boolean } = {}): entities.DriveFile {
  const folder = opts.withFolder && f.folderId ? state.db.folders.find((x) => x.id === f.folderId) : undefined;
  const isImage = f.type.startsWith('image/');
  return {
    id: f.id,
    createdAt: new Date(f.createdAt).toISOString(),
    name: f.name,
    type: f.type,
    md5: f.md5,
    size: f.size,
    isSensitive: f.isSensitive,
    blurhash: f.blurhash,
    properties: f.width != null && f.height != null ? { width: f.width, height: f.height } : {},
    url: fileUrl(state, f),
    thumbnailUrl: isImage ? `${fileUrl(state, f)}?thumbnail=1` : null,
    comment: f.comment,
    folderId: f.folderId,
    ...(folder ? { folder: packFolder(state, folder) } : {}),
    userId: f.userId,
    user: null,
  };
}

export function packFolder(state: State, f: DriveFolderRec, opts: { detail?: boolean } = {}): entities.DriveFolder {
  const parent = opts.detail && f.parentId ? state.db.folders.find((x) => x.id === f.parentId) : undefined;
  return {
    id: f.id,
    createdAt: new Date(f.createdAt).toISOString(),
    name: f.name,
    parentId: f.parentId,
    ...(opts.detail
      ? {
          foldersCount: state.db.folders.filter((x) => x.parentId === f.id).length,
          filesCount: state.db.files.filter((x) => x.folderId === f.id).length,
          parent: parent ? packFolder(state, parent, { detail: true }) : null,
        }
      : {}),
  };
}
