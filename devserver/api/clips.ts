/**
 * Clips: create, list, update, delete, add/remove notes, favorites.
 */
import type { State } from '../store/state';
import type { ClipRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { paginate, required } from '../http/params';
import { packClip } from '../store/pack-misc';
import { packNotes } from '../store/pack-note';
import { policiesOf } from '../store/policies';
import { genId } from '../store/ids';
import { getVisibleNote } from './notes';
import { canSee } from '../store/visibility';

const cred = { requireCredential: true } as const;

/** Misskey 2025.9 gives NO_SUCH_CLIP a different error id in each clips/* endpoint. */
const noSuchClipId = {
  'clips/add-note': 'd6e76cc0-a1b5-4c7c-a287-73fa9c716dcf',
  'clips/delete': '70ca08ba-6865-4630-b6fb-8494759aa754',
  'clips/favorite': '4c2aaeae-80d8-4250-9606-26cb1fdb77a5',
  'clips/notes': '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00',
  'clips/remove-note': 'b80525c6-97f7-49d7-a42d-ebccd49cfd52',
  'clips/show': 'c3c5fe33-d62c-44d2-9ea5-d997703f5c20',
  'clips/unfavorite': '2603966e-b865-426c-94a7-af4a01241dc1',
  'clips/update': 'b4d92d70-b216-46fa-9a3f-a8c811699257',
} as const;
type ClipEndpoint = keyof typeof noSuchClipId;
const noSuchClip = (endpoint: ClipEndpoint) => new ApiError({ ...X.NO_SUCH_CLIP, id: noSuchClipId[endpoint] });

function ownClip(state: State, me: UserRec, clipId: string | undefined, endpoint: ClipEndpoint): ClipRec {
  const c = state.db.clips.find((x) => x.id === required(clipId, 'clipId') && x.userId === me.id);
  if (!c) throw noSuchClip(endpoint);
  return c;
}

function visibleClip(state: State, me: UserRec | null, clipId: string | undefined, endpoint: ClipEndpoint): ClipRec {
  const c = state.db.clips.find((x) => x.id === clipId && (x.isPublic || x.userId === me?.id));
  if (!c) throw noSuchClip(endpoint);
  return c;
}

export const clipEndpoints = [
  ep('clips/list', { ...cred, kind: 'read:account' }, ({ state, me }) =>
    state.db.clips
      .filter((c) => c.userId === me.id)
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .map((c) => packClip(state, c, me.id)),
  ),

  ep('clips/create', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    if (state.db.clips.filter((c) => c.userId === me.id).length >= policiesOf(state, me).clipLimit) throw new ApiError(X.TOO_MANY_CLIPS);
    const c: ClipRec = {
      id: genId(),
      createdAt: Date.now(),
      userId: me.id,
      name: params.name,
      description: params.description ?? null,
      isPublic: params.isPublic ?? false,
      notes: [],
      favoritedBy: [],
      lastClippedAt: null,
    };
    state.db.clips.push(c);
    return packClip(state, c, me.id);
  }),

  ep('clips/show', {}, ({ state, me, params }) => packClip(state, visibleClip(state, me, params.clipId, 'clips/show'), me?.id ?? null)),

  ep('clips/update', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const c = ownClip(state, me, params.clipId, 'clips/update');
    if (params.name !== undefined) c.name = params.name;
    if (params.description !== undefined) c.description = params.description;
    if (params.isPublic !== undefined) c.isPublic = params.isPublic;
    return packClip(state, c, me.id);
  }),

  ep('clips/delete', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const c = ownClip(state, me, params.clipId, 'clips/delete');
    state.db.clips = state.db.clips.filter((x) => x !== c);
  }),

  ep('clips/add-note', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const c = ownClip(state, me, params.clipId, 'clips/add-note');
    const note = getVisibleNote(state, params.noteId, me);
    if (c.notes.some((x) => x.noteId === note.id)) throw new ApiError(X.ALREADY_CLIPPED);
    if (c.notes.length >= policiesOf(state, me).noteEachClipsLimit) throw new ApiError(X.TOO_MANY_CLIP_NOTES);
    c.notes.push({ noteId: note.id, addedAt: Date.now() });
    c.lastClippedAt = Date.now();
  }),

  ep('clips/remove-note', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const c = ownClip(state, me, params.clipId, 'clips/remove-note');
    if (!state.note(params.noteId)) throw new ApiError(X.NO_SUCH_NOTE);
    // Misskey 2025.9 answers 204 for a note that is not in the clip (no error).
    c.notes = c.notes.filter((x) => x.noteId !== params.noteId);
  }),

  ep('clips/notes', {}, ({ state, me, params }) => {
    const c = visibleClip(state, me, params.clipId, 'clips/notes');
    const meId = me?.id ?? null;
    const entries = c.notes.map((x) => ({ ...x, note: state.note(x.noteId) })).filter((x) => x.note && canSee(state, x.note, meId));
    const page = paginate(entries, params, (x) => x.noteId);
    return packNotes(
      state,
      page.map((x) => x.note).filter((n) => n != null),
      meId,
    );
  }),

  ep('clips/favorite', { ...cred, kind: 'write:clip-favorite' }, ({ state, me, params }) => {
    const c = visibleClip(state, me, params.clipId, 'clips/favorite');
    if (c.favoritedBy.includes(me.id))
      throw new ApiError({
        message: 'The clip has already been favorited.',
        code: 'ALREADY_FAVORITED',
        id: '92658936-c625-4273-8326-2d790129256e',
      });
    c.favoritedBy.push(me.id);
  }),

  ep('clips/unfavorite', { ...cred, kind: 'write:clip-favorite' }, ({ state, me, params }) => {
    const c = visibleClip(state, me, params.clipId, 'clips/unfavorite');
    if (!c.favoritedBy.includes(me.id))
      throw new ApiError({
        message: 'You have not favorited the clip.',
        code: 'NOT_FAVORITED',
        id: '90c3a9e8-b321-4dae-bf57-2bf79bbcc187',
      });
    c.favoritedBy = c.favoritedBy.filter((id) => id !== me.id);
  }),

  ep('clips/my-favorites', { ...cred, kind: 'read:clip-favorite' }, ({ state, me }) =>
    state.db.clips.filter((c) => c.favoritedBy.includes(me.id)).map((c) => packClip(state, c, me.id)),
  ),
];
