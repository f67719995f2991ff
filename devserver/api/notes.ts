/**
 * Notes: creating, deleting, reading one, threads, state, search, reactions, polls, favorites.
 */
import type { State } from '../store/state';
import type { NoteRec, UserRec } from '../store/types';
import { ep, rawEp } from '../http/endpoint';
import { ApiError, invalidParam } from '../http/errors';
import { X } from './errors';
import { byOffset, maxLen, paginateById, required } from '../http/params';
import { packNote, packNotes } from '../store/pack-note';
import { packUserLite } from '../store/pack-user';
import { canSee, isFilteredOut, isPureRenote } from '../store/visibility';
import { createNote, deleteNote, react, unreact, vote } from '../store/notes-service';
import { isModerator } from '../store/policies';
import { genId } from '../store/ids';
import { MAX_NOTE_TEXT_LENGTH } from './meta';

export function getVisibleNote(state: State, noteId: string | undefined, me: UserRec | null): NoteRec {
  const note = state.note(required(noteId, 'noteId'));
  if (!note || !canSee(state, note, me?.id ?? null)) throw new ApiError(X.NO_SUCH_NOTE);
  return note;
}

function visibleList(state: State, me: UserRec | null, pred: (n: NoteRec) => boolean): NoteRec[] {
  const meId = me?.id ?? null;
  return state.db.notes.filter((n) => pred(n) && canSee(state, n, meId) && !isFilteredOut(state, n, meId));
}

const cred = { requireCredential: true } as const;

export const noteEndpoints = [
  ep('notes/create', { ...cred, kind: 'write:notes', prohibitMoved: true }, ({ state, me, params: p }) => {
    maxLen(p.text, MAX_NOTE_TEXT_LENGTH, 'text');
    maxLen(p.cw, 100, 'cw');
    if (p.fileIds && p.fileIds.length > 16) throw invalidParam('#/properties/fileIds/maxItems', 'must NOT have more than 16 items');
    if (p.poll && (p.poll.choices.length < 2 || p.poll.choices.length > 10))
      throw invalidParam('#/properties/poll/properties/choices/minItems', 'must NOT have fewer than 2 items');
    const note = createNote(state, me, {
      text: p.text,
      cw: p.cw,
      visibility: p.visibility,
      visibleUserIds: p.visibleUserIds,
      localOnly: p.localOnly,
      reactionAcceptance: p.reactionAcceptance,
      replyId: p.replyId,
      renoteId: p.renoteId,
      channelId: p.channelId,
      fileIds: p.fileIds ?? p.mediaIds,
      poll: p.poll,
    });
    return { createdNote: packNote(state, note, me.id, { detail: true }) };
  }),

  ep('notes/delete', { ...cred, kind: 'write:notes' }, ({ state, me, params }) => {
    const note = state.note(params.noteId);
    if (!note) throw new ApiError({ ...X.NO_SUCH_NOTE, id: '490be23f-8c1f-4796-819f-94cb4f9d1630' });
    if (note.userId !== me.id && !isModerator(state, me)) throw new ApiError(X.ACCESS_DENIED_NOTE);
    deleteNote(state, note);
  }),

  ep('notes/unrenote', { ...cred, kind: 'write:notes' }, ({ state, me, params }) => {
    const note = state.note(params.noteId);
    if (!note) throw new ApiError({ ...X.NO_SUCH_NOTE, id: 'efd4a259-2442-496b-8dd7-b255aa1a160f' });
    for (const r of state.db.notes.filter((n) => n.renoteId === note.id && n.userId === me.id && isPureRenote(n))) deleteNote(state, r);
  }),

  rawEp<
    { noteId?: string; visibility?: NoteRec['visibility']; localOnly?: boolean; reactionAcceptance?: NoteRec['reactionAcceptance'] },
    null
  >('notes/update-visibility', { ...cred, kind: 'write:notes', beyond2025: true }, ({ state, me, params }) => {
    if (!me) throw new ApiError(X.NO_SUCH_NOTE);
    const note = getVisibleNote(state, params.noteId, me);
    if (note.userId !== me.id && !isModerator(state, me)) throw new ApiError(X.ACCESS_DENIED_NOTE);
    const order = ['public', 'home', 'followers', 'specified'];
    if (params.visibility && order.indexOf(params.visibility) < order.indexOf(note.visibility)) {
      throw invalidParam('#/properties/visibility', 'visibility can only be narrowed');
    }
    if (params.visibility) note.visibility = params.visibility;
    if (params.localOnly === true) note.localOnly = true;
    if (params.reactionAcceptance !== undefined) note.reactionAcceptance = params.reactionAcceptance;
    note.updatedAt = Date.now();
    return null;
  }),

  ep('notes/show', { allowGet: true }, ({ state, me, params }) =>
    packNote(state, getVisibleNote(state, params.noteId, me), me?.id ?? null, { detail: true }),
  ),

  ep('notes/show-partial-bulk', {}, ({ state, me, params }) =>
    params.noteIds
      .slice(0, 100)
      .map((id) => state.note(id))
      .filter((n) => n != null && canSee(state, n, me?.id ?? null))
      .map((n) => {
        const p = packNote(state, n as NoteRec, me?.id ?? null, { detail: false });
        return { id: p.id, reactions: p.reactions, reactionEmojis: p.reactionEmojis };
      }),
  ),

  ep('notes', {}, ({ state, me, params }) =>
    packNotes(
      state,
      paginateById(
        visibleList(
          state,
          me,
          (n) =>
            n.visibility === 'public' &&
            state.user(n.userId)?.host == null &&
            (params.reply == null || (n.replyId != null) === params.reply) &&
            (params.renote == null || (n.renoteId != null) === params.renote) &&
            (!params.withFiles || n.fileIds.length > 0) &&
            (params.poll == null || (n.poll != null) === params.poll),
        ),
        params,
      ),
      me?.id ?? null,
    ),
  ),

  ep('notes/children', {}, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    return packNotes(
      state,
      paginateById(
        visibleList(state, me, (n) => n.replyId === note.id || (n.renoteId === note.id && !isPureRenote(n))),
        params,
      ),
      me?.id ?? null,
    );
  }),

  ep('notes/replies', {}, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    return packNotes(
      state,
      paginateById(
        visibleList(state, me, (n) => n.replyId === note.id),
        params,
      ),
      me?.id ?? null,
    );
  }),

  ep('notes/renotes', {}, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    return packNotes(
      state,
      paginateById(
        visibleList(state, me, (n) => n.renoteId === note.id),
        params,
      ),
      me?.id ?? null,
    );
  }),

  ep('notes/conversation', {}, ({ state, me, params }) => {
    let note: NoteRec | undefined = getVisibleNote(state, params.noteId, me);
    const out: NoteRec[] = [];
    while (note?.replyId) {
      note = state.note(note.replyId);
      if (note && canSee(state, note, me?.id ?? null)) out.push(note);
    }
    return packNotes(state, byOffset(out, params), me?.id ?? null);
  }),

  ep('notes/state', { ...cred }, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    return {
      isFavorited: state.db.favorites.some((f) => f.userId === me.id && f.noteId === note.id),
      isMutedThread: state.db.threadMutes.some((t) => t.userId === me.id && t.threadId === note.threadId),
    };
  }),

  ep('notes/search', { requiredRolePolicy: 'canSearchNotes' }, ({ state, me, params }) => {
    const q = params.query.trim().toLowerCase();
    const words = q.split(/\s+/).filter(Boolean);
    const host = params.host === undefined ? undefined : params.host === '.' ? null : params.host;
    const list = visibleList(state, me, (n) => {
      if (params.userId && n.userId !== params.userId) return false;
      if (params.channelId && n.channelId !== params.channelId) return false;
      if (host !== undefined && (state.user(n.userId)?.host ?? null) !== host) return false;
      const hay = `${n.cw ?? ''} ${n.text ?? ''}`.toLowerCase();
      return words.length > 0 && words.every((w) => hay.includes(w));
    });
    return packNotes(state, paginateById(list, params), me?.id ?? null);
  }),

  ep('notes/search-by-tag', {}, ({ state, me, params }) => {
    const tag = 'tag' in params ? params.tag.toLowerCase() : '';
    const any = 'query' in params ? params.query.map((and) => and.map((t) => t.toLowerCase())) : [];
    return packNotes(
      state,
      paginateById(
        visibleList(
          state,
          me,
          (n) =>
            n.visibility === 'public' &&
            (tag ? n.tags.includes(tag) : any.some((and) => and.every((t) => n.tags.includes(t)))) &&
            (!params.withFiles || n.fileIds.length > 0),
        ),
        params,
      ),
      me?.id ?? null,
    );
  }),

  ep('notes/featured', {}, ({ state, me, params }) => {
    const scored = visibleList(
      state,
      me,
      (n) => n.visibility === 'public' && n.channelId == null && (params.channelId == null || n.channelId === params.channelId),
    )
      .map((n) => ({ n, s: state.db.reactions.filter((r) => r.noteId === n.id).length }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s)
      .slice(0, 100)
      .map((x) => x.n);
    // As Misskey 2025.9: the ranking (top 100) is answered newest first and paged by untilId.
    const newestFirst = scored.sort((a, b) => (a.id > b.id ? -1 : 1)).filter((n) => params.untilId == null || n.id < params.untilId);
    return packNotes(state, newestFirst.slice(0, Math.min(params.limit ?? 10, 100)), me?.id ?? null);
  }),

  ep('notes/polls/recommendation', { ...cred }, ({ state, me, params }) =>
    packNotes(
      state,
      byOffset(
        visibleList(
          state,
          me,
          (n) =>
            n.poll != null &&
            n.userId !== me.id &&
            (n.poll.expiresAt == null || n.poll.expiresAt > Date.now()) &&
            !state.db.pollVotes.some((v) => v.noteId === n.id && v.userId === me.id),
        ),
        params,
      ),
      me.id,
    ),
  ),

  ep('notes/reactions', { allowGet: true }, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    const list = state.db.reactions.filter(
      (r) => r.noteId === note.id && (params.type == null || r.reaction === params.type || r.reaction === params.type.replace(/:$/, '@.:')),
    );
    return paginateById(list, params).map((r) => {
      const u = state.user(r.userId);
      if (!u) throw new Error('reaction without user');
      return { id: r.id, createdAt: new Date(r.createdAt).toISOString(), user: packUserLite(state, u), type: r.reaction };
    });
  }),

  ep('notes/reactions/create', { ...cred, kind: 'write:reactions', prohibitMoved: true }, ({ state, me, params }) => {
    const note = state.note(params.noteId);
    if (!note || !canSee(state, note, me.id)) throw new ApiError({ ...X.NO_SUCH_NOTE, id: '033d0620-5bfe-4027-965d-980b0c85a3ea' });
    react(state, me, note, params.reaction);
  }),

  ep('notes/reactions/delete', { ...cred, kind: 'write:reactions' }, ({ state, me, params }) => {
    const note = state.note(params.noteId);
    if (!note) throw new ApiError({ ...X.NO_SUCH_NOTE, id: '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37' });
    unreact(state, me, note);
  }),

  ep('notes/polls/vote', { ...cred, kind: 'write:votes' }, ({ state, me, params }) => {
    const note = state.note(params.noteId);
    if (!note || !canSee(state, note, me.id)) throw new ApiError({ ...X.NO_SUCH_NOTE, id: 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396' });
    vote(state, me, note, params.choice);
  }),

  ep('notes/favorites/create', { ...cred, kind: 'write:favorites' }, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    if (state.db.favorites.some((f) => f.userId === me.id && f.noteId === note.id)) throw new ApiError(X.ALREADY_FAVORITED);
    state.db.favorites.push({ id: genId(), createdAt: Date.now(), userId: me.id, noteId: note.id });
  }),

  ep('notes/favorites/delete', { ...cred, kind: 'write:favorites' }, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    if (!state.db.favorites.some((f) => f.userId === me.id && f.noteId === note.id)) throw new ApiError(X.NOT_FAVORITED);
    state.db.favorites = state.db.favorites.filter((f) => !(f.userId === me.id && f.noteId === note.id));
  }),

  ep('notes/thread-muting/create', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    if (!state.db.threadMutes.some((t) => t.userId === me.id && t.threadId === note.threadId)) {
      state.db.threadMutes.push({ id: genId(), userId: me.id, threadId: note.threadId });
    }
  }),

  ep('notes/thread-muting/delete', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    state.db.threadMutes = state.db.threadMutes.filter((t) => !(t.userId === me.id && t.threadId === note.threadId));
  }),

  ep('notes/translate', { ...cred, requiredRolePolicy: 'canUseTranslator' }, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    if (!note.text) return undefined as never;
    // A toy translator: deterministic so tests can assert it.
    return { sourceLang: 'en', text: `[${params.targetLang}] ${note.text}` };
  }),

  ep('notes/clips', {}, ({ state, me, params }) => {
    const note = getVisibleNote(state, params.noteId, me);
    return state.db.clips
      .filter((c) => c.isPublic && c.notes.some((x) => x.noteId === note.id))
      .map((c) => packClipLazy(state, c.id, me?.id ?? null));
  }),
];

import { packClip } from '../store/pack-misc';
function packClipLazy(state: State, id: string, meId: string | null) {
  const c = state.db.clips.find((x) => x.id === id);
  if (!c) throw new Error('missing clip');
  return packClip(state, c, meId);
}
