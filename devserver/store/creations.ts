/**
 * Pages and gallery posts: their records and how Misskey 2025.9 packs them.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import { packUserLite } from './pack-user';
import { packFile } from './pack-drive';

/** A page as stored: the blocks are kept as the client sent them (Misskey stores them as JSON). */
export interface PageRec {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  name: string;
  summary: string | null;
  content: unknown[];
  variables: unknown[];
  script: string;
  eyeCatchingImageId: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
  likedBy: { id: string; userId: string }[];
}

export interface GalleryPostRec {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  description: string | null;
  fileIds: string[];
  isSensitive: boolean;
  likedBy: { id: string; userId: string }[];
}

export const pagesOf = (state: State): PageRec[] => (state.db.pages ??= []);
export const galleryOf = (state: State): GalleryPostRec[] => (state.db.galleryPosts ??= []);

/** File ids an image block refers to, anywhere in the block tree (Misskey's attachedFiles). */
function imageFileIds(blocks: unknown[], out: string[] = []): string[] {
  for (const b of blocks) {
    if (typeof b !== 'object' || b === null) continue;
    if ('fileId' in b && typeof b.fileId === 'string') out.push(b.fileId);
    if ('children' in b && Array.isArray(b.children)) imageFileIds(b.children, out);
  }
  return out;
}

/** Blocks pass through as stored; the schema type is the closest misskey-js gives for them. */
function asBlocks(content: unknown[]): entities.Page['content'] {
  return content.filter((b): b is entities.Page['content'][number] => typeof b === 'object' && b !== null && 'type' in b);
}

export function packPage(state: State, p: PageRec, meId: string | null): entities.Page {
  const user = state.user(p.userId);
  if (!user) throw new Error(`page ${p.id} has no user`);
  const eye = state.file(p.eyeCatchingImageId);
  const attached = imageFileIds(p.content)
    .map((id) => state.file(id))
    .filter((f) => f != null);
  return {
    id: p.id,
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
    userId: p.userId,
    user: packUserLite(state, user),
    content: asBlocks(p.content),
    variables: [],
    title: p.title,
    name: p.name,
    summary: p.summary,
    hideTitleWhenPinned: p.hideTitleWhenPinned,
    alignCenter: p.alignCenter,
    font: p.font,
    script: p.script,
    eyeCatchingImageId: eye ? eye.id : null,
    eyeCatchingImage: eye ? packFile(state, eye) : null,
    attachedFiles: attached.map((f) => packFile(state, f)),
    likedCount: p.likedBy.length,
    ...(meId ? { isLiked: p.likedBy.some((l) => l.userId === meId) } : {}),
  };
}

export function packGalleryPost(state: State, g: GalleryPostRec, meId: string | null): entities.GalleryPost {
  const user = state.user(g.userId);
  if (!user) throw new Error(`gallery post ${g.id} has no user`);
  const files = g.fileIds.map((id) => state.file(id)).filter((f) => f != null);
  return {
    id: g.id,
    createdAt: new Date(g.createdAt).toISOString(),
    updatedAt: new Date(g.updatedAt).toISOString(),
    userId: g.userId,
    user: packUserLite(state, user),
    title: g.title,
    description: g.description,
    fileIds: files.map((f) => f.id),
    files: files.map((f) => packFile(state, f)),
    tags: [],
    isSensitive: g.isSensitive,
    likedCount: g.likedBy.length,
    ...(meId ? { isLiked: g.likedBy.some((l) => l.userId === meId) } : {}),
  };
}
