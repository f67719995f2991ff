/**
 * Gallery (gallery/*, i/gallery/*, users/gallery/posts) with Misskey 2025.9's parameters, shapes and error ids.
 */
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError, internalError } from '../http/errors';
import { paginate, paginateById, required } from '../http/params';
import { genId } from '../store/ids';
import { galleryOf, packGalleryPost } from '../store/creations';
import type { GalleryPostRec } from '../store/creations';

const cred = { requireCredential: true } as const;
const err = (code: string, id: string, message: string) => new ApiError({ code, id, message });

function findPost(state: State, postId: string | undefined, errorId: string): GalleryPostRec {
  const g = galleryOf(state).find((x) => x.id === required(postId, 'postId'));
  if (!g) throw err('NO_SUCH_POST', errorId, 'No such post.');
  return g;
}

/** Misskey keeps only the caller's own files and fails with a plain server error when none is left. */
function ownFiles(state: State, me: UserRec, fileIds: string[]): string[] {
  const ids = fileIds.filter((id) => state.file(id)?.userId === me.id);
  if (ids.length === 0) throw internalError(new Error('no files'));
  return ids;
}

const pack = (state: State, list: GalleryPostRec[], meId: string | null) => list.map((g) => packGalleryPost(state, g, meId));
const liked = (state: State) => galleryOf(state).filter((g) => g.likedBy.length > 0);

export const galleryEndpoints = [
  ep('gallery/posts/create', { ...cred, kind: 'write:gallery' }, ({ state, me, params }) => {
    const now = Date.now();
    const g: GalleryPostRec = {
      id: genId(),
      createdAt: now,
      updatedAt: now,
      userId: me.id,
      title: required(params.title, 'title'),
      description: params.description ?? null,
      fileIds: ownFiles(state, me, params.fileIds),
      isSensitive: params.isSensitive ?? false,
      likedBy: [],
    };
    galleryOf(state).push(g);
    return packGalleryPost(state, g, me.id);
  }),

  ep('gallery/posts/update', { ...cred, kind: 'write:gallery' }, ({ state, me, params }) => {
    // Misskey updates by (id, userId): someone else's post is "no such post" here.
    const g = galleryOf(state).find((x) => x.id === params.postId && x.userId === me.id);
    if (!g) throw internalError(new Error('no such post'));
    if (params.title !== undefined) g.title = params.title;
    if (params.description !== undefined) g.description = params.description;
    if (params.isSensitive !== undefined) g.isSensitive = params.isSensitive;
    if (params.fileIds !== undefined) g.fileIds = ownFiles(state, me, params.fileIds);
    g.updatedAt = Date.now();
    return packGalleryPost(state, g, me.id);
  }),

  ep('gallery/posts/delete', { ...cred, kind: 'write:gallery' }, ({ state, me, params }) => {
    const g = findPost(state, params.postId, 'ae52f367-4bd7-4ecd-afc6-5672fff427f5');
    if (g.userId !== me.id && !me.isModerator && !me.isAdmin)
      throw err('ACCESS_DENIED', 'c86e09de-1c48-43ac-a435-1c7e42ed4496', 'Access denied.');
    state.db.galleryPosts = galleryOf(state).filter((x) => x !== g);
  }),

  ep('gallery/posts/show', {}, ({ state, me, params }) =>
    packGalleryPost(state, findPost(state, params.postId, '1137bf14-c5b0-4604-85bb-5b5371b1cd45'), me?.id ?? null),
  ),

  ep('gallery/posts/like', { ...cred, kind: 'write:gallery-likes' }, ({ state, me, params }) => {
    const g = findPost(state, params.postId, '56c06af3-1287-442f-9701-c93f7c4a62ff');
    if (g.userId === me.id) throw err('YOUR_POST', 'f78f1511-5ebc-4478-a888-1198d752da68', 'You cannot like your post.');
    if (g.likedBy.some((l) => l.userId === me.id))
      throw err('ALREADY_LIKED', '40e9ed56-a59c-473a-bf3f-f289c54fb5a7', 'The post has already been liked.');
    g.likedBy.push({ id: genId(), userId: me.id });
  }),

  ep('gallery/posts/unlike', { ...cred, kind: 'write:gallery-likes' }, ({ state, me, params }) => {
    const g = findPost(state, params.postId, 'c32e6dd0-b555-4413-925e-b3757d19ed84');
    if (!g.likedBy.some((l) => l.userId === me.id))
      throw err('NOT_LIKED', 'e3e8e06e-be37-41f7-a5b4-87a8250288f0', 'You have not liked that post.');
    g.likedBy = g.likedBy.filter((l) => l.userId !== me.id);
  }),

  // The ranking of recently liked posts, newest first (Misskey's featured service, without its time window).
  ep('gallery/featured', {}, ({ state, me, params }) =>
    pack(state, paginateById(liked(state), { limit: params.limit, untilId: params.untilId }), me?.id ?? null),
  ),

  ep('gallery/popular', {}, ({ state, me }) =>
    pack(
      state,
      liked(state)
        .sort((a, b) => b.likedBy.length - a.likedBy.length)
        .slice(0, 10),
      me?.id ?? null,
    ),
  ),

  ep('gallery/posts', {}, ({ state, me, params }) => pack(state, paginateById(galleryOf(state), params), me?.id ?? null)),

  ep('i/gallery/posts', { ...cred, kind: 'read:gallery' }, ({ state, me, params }) =>
    pack(
      state,
      paginateById(
        galleryOf(state).filter((g) => g.userId === me.id),
        params,
      ),
      me.id,
    ),
  ),

  ep('i/gallery/likes', { ...cred, kind: 'read:gallery-likes' }, ({ state, me, params }) => {
    const likes = galleryOf(state).flatMap((g) => g.likedBy.filter((l) => l.userId === me.id).map((l) => ({ id: l.id, g })));
    return paginate(likes, params, (l) => l.id).map((l) => ({ id: l.id, post: packGalleryPost(state, l.g, me.id) }));
  }),

  ep('users/gallery/posts', {}, ({ state, me, params }) =>
    pack(
      state,
      paginateById(
        galleryOf(state).filter((g) => g.userId === params.userId),
        params,
      ),
      me?.id ?? null,
    ),
  ),
];
