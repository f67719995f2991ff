/**
 * Adding files to a user's drive.
 */
import { createHash } from 'node:crypto';
import type { State } from './state';
import type { DriveFileRec } from './types';
import { genId } from './ids';
import { imageSize } from './image-size';

export interface NewFile {
  userId: string | null;
  name: string;
  type: string;
  bytes: Buffer;
  folderId?: string | null;
  isSensitive?: boolean;
  comment?: string | null;
  createdAt?: number;
  sourceUrl?: string | null;
}

export function addDriveFile(state: State, f: NewFile): DriveFileRec {
  const createdAt = f.createdAt ?? Date.now();
  const id = genId(createdAt);
  const size = f.type.startsWith('image/') ? imageSize(f.bytes) : null;
  const rec: DriveFileRec = {
    id,
    createdAt,
    userId: f.userId,
    name: f.name,
    type: f.type,
    size: f.bytes.length,
    md5: createHash('md5').update(f.bytes).digest('hex'),
    isSensitive: f.isSensitive ?? false,
    comment: f.comment ?? null,
    folderId: f.folderId ?? null,
    blurhash: null,
    blobKey: id,
    sourceUrl: f.sourceUrl ?? null,
    ...(size ? { width: size.width, height: size.height } : {}),
  };
  state.addFile(rec, f.bytes);
  return rec;
}

const EXT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  txt: 'text/plain',
  json: 'application/json',
  pdf: 'application/pdf',
};

/** The MIME type to store: the declared one unless it is generic, then by extension. */
export function detectType(name: string, declared: string, bytes: Buffer): string {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && bytes.toString('ascii', 0, 3) === 'GIF') return 'image/gif';
  if (declared && declared !== 'application/octet-stream') return declared.split(';')[0] ?? declared;
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return EXT_TYPES[ext] ?? 'application/octet-stream';
}
