/**
 * Pages (pages/*, i/pages, i/page-likes, users/pages) with Misskey 2025.9's parameters, shapes and error ids.
 */
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError, invalidParam } from '../http/errors';
import { paginate, paginateById, required } from '../http/params';
import { genId } from '../store/ids';
import { packPage, pagesOf } from '../store/creations';
import type { PageRec } from '../store/creations';

const cred = { requireCredential: true } as const;
const err = (code: string, id: string, message: string) => new ApiError({ code, id, message });

function checkName(name: string | undefined): void {
  if (name !== undefined && !/^[a-zA-Z0-9_-]+$/.test(name))
    throw invalidParam('#/properties/name/pattern', 'must match pattern "^[a-zA-Z0-9_-]+$"');
}

function checkFile(state: State, me: UserRec, fileId: string | null | undefined, errorId: string): void {
  if (fileId == null) return;
  const f = state.file(fileId);
  if (!f || f.userId !== me.id) throw err('NO_SUCH_FILE', errorId, 'No such file.');
}

function nameTaken(state: State, me: UserRec, name: string, except: string | null): boolean {
  return pagesOf(state).some((p) => p.userId === me.id && p.name === name && p.id !== except);
}

function findPage(state: State, pageId: string | undefined, errorId: string): PageRec {
  const p = pagesOf(state).find((x) => x.id === required(pageId, 'pageId'));
  if (!p) throw err('NO_SUCH_PAGE', errorId, 'No such page.');
  return p;
}

export const pageEndpoints = [
  ep('pages/create', { ...cred, kind: 'write:pages' }, ({ state, me, params }) => {
    checkName(params.name);
    checkFile(state, me, params.eyeCatchingImageId, 'b7b97489-0f66-4b12-a5ff-b21bd63f6e1c');
    if (nameTaken(state, me, params.name, null))
      throw err('NAME_ALREADY_EXISTS', '4650348e-301c-499a-83c9-6aa988c66bc1', 'Specified name already exists.');
    const now = Date.now();
    const p: PageRec = {
      id: genId(),
      createdAt: now,
      updatedAt: now,
      userId: me.id,
      title: required(params.title, 'title'),
      name: params.name,
      summary: params.summary ?? null,
      content: params.content,
      variables: params.variables,
      script: params.script,
      eyeCatchingImageId: params.eyeCatchingImageId ?? null,
      font: params.font ?? 'sans-serif',
      alignCenter: params.alignCenter ?? false,
      hideTitleWhenPinned: params.hideTitleWhenPinned ?? false,
      likedBy: [],
    };
    pagesOf(state).push(p);
    return packPage(state, p, me.id);
  }),

  ep('pages/update', { ...cred, kind: 'write:pages' }, ({ state, me, params }) => {
    const p = findPage(state, params.pageId, '21149b9e-3616-4778-9592-c4ce89f5a864');
    if (p.userId !== me.id) throw err('ACCESS_DENIED', '3c15cd52-3b4b-4274-967d-6456fc4f792b', 'Access denied.');
    checkName(params.name);
    checkFile(state, me, params.eyeCatchingImageId, 'cfc23c7c-3887-490e-af30-0ed576703c82');
    if (params.name !== undefined && nameTaken(state, me, params.name, p.id))
      throw err('NAME_ALREADY_EXISTS', '2298a392-d4a1-44c5-9ebb-ac1aeaa5a9ab', 'Specified name already exists.');
    if (params.title !== undefined) p.title = params.title;
    if (params.name !== undefined) p.name = params.name;
    if (params.summary !== undefined) p.summary = params.summary;
    if (params.content !== undefined) p.content = params.content;
    if (params.variables !== undefined) p.variables = params.variables;
    if (params.script !== undefined) p.script = params.script;
    if (params.eyeCatchingImageId !== undefined) p.eyeCatchingImageId = params.eyeCatchingImageId;
    if (params.font !== undefined) p.font = params.font;
    if (params.alignCenter !== undefined) p.alignCenter = params.alignCenter;
    if (params.hideTitleWhenPinned !== undefined) p.hideTitleWhenPinned = params.hideTitleWhenPinned;
    p.updatedAt = Date.now();
    // Misskey 2025.9 answers 204 here.
  }),

  ep('pages/delete', { ...cred, kind: 'write:pages' }, ({ state, me, params }) => {
    const p = findPage(state, params.pageId, 'eb0c6e1d-d519-4764-9486-52a7e1c6392a');
    // Moderators may delete any page (Misskey checks isModerator too).
    if (p.userId !== me.id && !me.isModerator && !me.isAdmin)
      throw err('ACCESS_DENIED', '8b741b3e-2c22-44b3-a15f-29949aa1601e', 'Access denied.');
    state.db.pages = pagesOf(state).filter((x) => x !== p);
  }),

  ep('pages/show', {}, ({ state, me, params }) => {
    const missing = () => err('NO_SUCH_PAGE', '222120c0-3ead-4528-811b-b96f233388d7', 'No such page.');
    let p: PageRec | undefined;
    if ('pageId' in params && params.pageId) p = pagesOf(state).find((x) => x.id === params.pageId);
    else if ('name' in params && params.name && params.username) {
      const owner = state.userByName(params.username);
      p = owner ? pagesOf(state).find((x) => x.userId === owner.id && x.name === params.name) : undefined;
    }
    if (!p) throw missing();
    return packPage(state, p, me?.id ?? null);
  }),

  // Misskey: public pages with at least one like, most liked first.
  ep('pages/featured', {}, ({ state, me }) =>
    pagesOf(state)
      .filter((p) => p.likedBy.length > 0)
      .sort((a, b) => b.likedBy.length - a.likedBy.length)
      .slice(0, 10)
      .map((p) => packPage(state, p, me?.id ?? null)),
  ),

  ep('pages/like', { ...cred, kind: 'write:page-likes' }, ({ state, me, params }) => {
    const p = findPage(state, params.pageId, 'cc98a8a2-0dc3-4123-b198-62c71df18ed3');
    if (p.userId === me.id) throw err('YOUR_PAGE', '28800466-e6db-40f2-8fae-bf9e82aa92b8', 'You cannot like your page.');
    if (p.likedBy.some((l) => l.userId === me.id))
      throw err('ALREADY_LIKED', 'd4c1edbe-7da2-4eae-8714-1acfd2d63941', 'The page has already been liked.');
    p.likedBy.push({ id: genId(), userId: me.id });
  }),

  ep('pages/unlike', { ...cred, kind: 'write:page-likes' }, ({ state, me, params }) => {
    const p = findPage(state, params.pageId, 'a0d41e20-1993-40bd-890e-f6e560ae648e');
    if (!p.likedBy.some((l) => l.userId === me.id))
      throw err('NOT_LIKED', 'f5e586b0-ce93-4050-b0e3-7f31af5259ee', 'You have not liked that page.');
    p.likedBy = p.likedBy.filter((l) => l.userId !== me.id);
  }),

  ep('i/pages', { ...cred, kind: 'read:pages' }, ({ state, me, params }) =>
    paginateById(
      pagesOf(state).filter((p) => p.userId === me.id),
      params,
    ).map((p) => packPage(state, p, me.id)),
  ),

  ep('i/page-likes', { ...cred, kind: 'read:page-likes' }, ({ state, me, params }) => {
    const likes = pagesOf(state).flatMap((p) => p.likedBy.filter((l) => l.userId === me.id).map((l) => ({ id: l.id, p })));
    return paginate(likes, params, (l) => l.id).map((l) => ({ id: l.id, page: packPage(state, l.p, me.id) }));
  }),

  // Misskey answers an empty list for an unknown user.
  ep('users/pages', {}, ({ state, me, params }) =>
    paginateById(
      pagesOf(state).filter((p) => p.userId === params.userId),
      params,
    ).map((p) => packPage(state, p, me?.id ?? null)),
  ),
];
