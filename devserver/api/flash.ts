/**
 * Play (flash/*) and a user's public Plays (users/flashs) with Misskey 2025.9's parameters, shapes
 * and error ids. Misskey 2025.9 has no flash/search endpoint.
 */
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { ApiError, invalidParam } from '../http/errors';
import { byOffset, paginate, paginateById, required } from '../http/params';
import { genId } from '../store/ids';
import { flashsOf, packFlash } from '../store/flash';
import type { FlashRec } from '../store/flash';

const cred = { requireCredential: true } as const;
const err = (code: string, id: string, message: string) => new ApiError({ code, id, message });
const noSuch = (id: string) => err('NO_SUCH_FLASH', id, 'No such flash.');

function findFlash(state: State, flashId: string | undefined, errorId: string): FlashRec {
  const f = flashsOf(state).find((x) => x.id === required(flashId, 'flashId'));
  if (!f) throw noSuch(errorId);
  return f;
}

/** A required key that may hold an empty string (the schema has no minLength). */
function present<T>(value: T | undefined, param: string): T {
  if (value === undefined) throw invalidParam('#/required', `must have required property '${param}'`);
  return value;
}

const pack = (state: State, list: FlashRec[], meId: string | null) => list.map((f) => packFlash(state, f, meId));

/** users/flashs as Misskey answers it (a user's public Plays, newest first). */
const userFlashsEndpoint = ep('users/flashs', {}, ({ state, me, params }) =>
  pack(
    state,
    paginateById(
      flashsOf(state).filter((f) => f.userId === params.userId && f.visibility === 'public'),
      params,
    ),
    me?.id ?? null,
  ),
);

export const flashEndpoints = [
  userFlashsEndpoint,
  ep('flash/create', { ...cred, kind: 'write:flash' }, ({ state, me, params }) => {
    // Misskey requires the four keys but accepts empty strings.
    const title = present(params.title, 'title');
    const summary = present(params.summary, 'summary');
    const script = present(params.script, 'script');
    const permissions = present(params.permissions, 'permissions');
    const now = Date.now();
    const f: FlashRec = {
      id: genId(now),
      createdAt: now,
      updatedAt: now,
      userId: me.id,
      title,
      summary,
      script,
      permissions: [...permissions],
      visibility: params.visibility ?? 'public',
      likedBy: [],
    };
    flashsOf(state).push(f);
    return packFlash(state, f, me.id);
  }),

  ep('flash/update', { ...cred, kind: 'write:flash' }, ({ state, me, params }) => {
    const f = findFlash(state, params.flashId, '611e13d2-309e-419a-a5e4-e0422da39b02');
    if (f.userId !== me.id) throw err('ACCESS_DENIED', '08e60c88-5948-478e-a132-02ec701d67b2', 'Access denied.');
    if (params.title !== undefined) f.title = params.title;
    if (params.summary !== undefined) f.summary = params.summary;
    if (params.script !== undefined) f.script = params.script;
    if (params.permissions !== undefined) f.permissions = [...params.permissions];
    if (params.visibility !== undefined) f.visibility = params.visibility;
    f.updatedAt = Date.now();
  }),

  ep('flash/delete', { ...cred, kind: 'write:flash' }, ({ state, me, params }) => {
    const f = findFlash(state, params.flashId, 'de1623ef-bbb3-4289-a71e-14cfa83d9740');
    if (f.userId !== me.id && !me.isModerator && !me.isAdmin)
      throw err('ACCESS_DENIED', '1036ad7b-9f92-4fff-89c3-0e50dc941704', 'Access denied.');
    state.db.flashs = flashsOf(state).filter((x) => x !== f);
  }),

  // Misskey shows a private Play to anyone who has its id (its link is the only way to it).
  ep('flash/show', {}, ({ state, me, params }) =>
    packFlash(state, findFlash(state, params.flashId, 'f0d34a1a-d29a-401d-90ba-1982122b5630'), me?.id ?? null),
  ),

  ep('flash/like', { ...cred, kind: 'write:flash-likes' }, ({ state, me, params }) => {
    const f = findFlash(state, params.flashId, 'c07c1491-9161-4c5c-9d75-01906f911f73');
    if (f.userId === me.id) throw err('YOUR_FLASH', '3fd8a0e7-5955-4ba9-85bb-bf3e0c30e13b', 'You cannot like your flash.');
    if (f.likedBy.some((l) => l.userId === me.id))
      throw err('ALREADY_LIKED', '010065cf-ad43-40df-8067-abff9f4686e3', 'The flash has already been liked.');
    f.likedBy.push({ id: genId(), userId: me.id });
  }),

  ep('flash/unlike', { ...cred, kind: 'write:flash-likes' }, ({ state, me, params }) => {
    const f = findFlash(state, params.flashId, 'afe8424a-a69e-432d-a5f2-2f0740c62410');
    if (!f.likedBy.some((l) => l.userId === me.id))
      throw err('NOT_LIKED', '755f25a7-9871-4f65-9f34-51eaad9ae0ac', 'You have not liked that flash.');
    f.likedBy = f.likedBy.filter((l) => l.userId !== me.id);
  }),

  // Misskey's FlashService.featured: public Plays with at least one like, most liked first.
  ep('flash/featured', {}, ({ state, me, params }) => {
    const list = flashsOf(state)
      .filter((f) => f.visibility === 'public' && f.likedBy.length > 0)
      .sort((a, b) => b.likedBy.length - a.likedBy.length || b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1));
    return pack(state, byOffset(list, params), me?.id ?? null);
  }),

  ep('flash/my', { ...cred, kind: 'read:flash' }, ({ state, me, params }) =>
    pack(
      state,
      paginateById(
        flashsOf(state).filter((f) => f.userId === me.id),
        params,
      ),
      me.id,
    ),
  ),

  ep('flash/my-likes', { ...cred, kind: 'read:flash-likes' }, ({ state, me, params }) => {
    const likes = flashsOf(state).flatMap((f) => f.likedBy.filter((l) => l.userId === me.id).map((l) => ({ id: l.id, f })));
    return paginate(likes, params, (l) => l.id).map((l) => ({ id: l.id, flash: packFlash(state, l.f, me.id) }));
  }),
];
