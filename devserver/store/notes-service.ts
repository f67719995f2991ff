/**
 * Creating and deleting notes, reactions and poll votes, with the side effects
 * Misskey has: notifications, streaming events, counters.
 */
import type { State } from './state';
import type { NoteRec, PollRec, ReactionAcceptance, UserRec, Visibility } from './types';
import { ApiError } from '../http/errors';
import { X } from '../api/errors';
import { genId } from './ids';
import { notify } from './notify';
import { isPureRenote, canSee } from './visibility';
import { policiesOf } from './policies';
import { packNote } from './pack-note';

export interface NoteInput {
  text?: string | null;
  cw?: string | null;
  visibility?: Visibility;
  visibleUserIds?: string[];
  localOnly?: boolean;
  reactionAcceptance?: ReactionAcceptance;
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  fileIds?: string[];
  poll?: { choices: string[]; multiple?: boolean; expiresAt?: number | null; expiredAfter?: number | null } | null;
  createdAt?: number;
  /** Seed data: do not notify or stream. */
  silent?: boolean;
  uri?: string | null;
  url?: string | null;
}

const MENTION_RE = /(?<![\w@])@([A-Za-z0-9_]+)(?:@([A-Za-z0-9.-]+[A-Za-z0-9]))?/g;
const HASHTAG_RE = /(?<![\w#&])#([^\s.,!?'"#:/[\]【】()「」（）<>]+)/g;
const EMOJI_RE = /:([\w+-]+):/g;

export function extractMentions(state: State, text: string): string[] {
  const ids = new Set<string>();
  for (const m of text.matchAll(MENTION_RE)) {
    const u = state.userByName(m[1] ?? '', m[2] ?? null);
    if (u) ids.add(u.id);
  }
  return [...ids];
}

export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const m of text.matchAll(HASHTAG_RE)) {
    const t = m[1] ?? '';
    if (t && !/^\d+$/.test(t)) tags.add(t.toLowerCase());
  }
  return [...tags];
}

export function extractEmojis(text: string): string[] {
  return [...new Set([...text.matchAll(EMOJI_RE)].map((m) => m[1] ?? ''))].filter(Boolean);
}

export function createNote(state: State, user: UserRec, input: NoteInput): NoteRec {
  const createdAt = input.createdAt ?? Date.now();
  const renote = input.renoteId ? state.note(input.renoteId) : undefined;
  if (input.renoteId && !renote) throw new ApiError(X.NO_SUCH_RENOTE_TARGET);
  if (renote && isPureRenote(renote)) throw new ApiError(X.CANNOT_RENOTE_TO_A_PURE_RENOTE);
  if (renote && renote.userId !== user.id && state.isBlocking(renote.userId, user.id)) throw new ApiError(X.YOU_HAVE_BEEN_BLOCKED);
  if (renote && !canSee(state, renote, user.id)) throw new ApiError(X.CANNOT_RENOTE_DUE_TO_VISIBILITY);
  if (renote && (renote.visibility === 'followers' || renote.visibility === 'specified') && renote.userId !== user.id) {
    throw new ApiError(X.CANNOT_RENOTE_DUE_TO_VISIBILITY);
  }
  const reply = input.replyId ? state.note(input.replyId) : undefined;
  if (input.replyId && !reply) throw new ApiError(X.NO_SUCH_REPLY_TARGET);
  if (reply && isPureRenote(reply)) throw new ApiError(X.CANNOT_REPLY_TO_A_PURE_RENOTE);
  if (reply && reply.userId !== user.id && state.isBlocking(reply.userId, user.id)) throw new ApiError(X.YOU_HAVE_BEEN_BLOCKED);
  const channel = input.channelId ? state.db.channels.find((c) => c.id === input.channelId) : undefined;
  if (input.channelId && !channel) throw new ApiError(X.NO_SUCH_CHANNEL);
  if (renote?.channelId && !channel) {
    const rc = state.db.channels.find((c) => c.id === renote.channelId);
    if (rc && !rc.allowRenoteToExternal) throw new ApiError(X.CANNOT_RENOTE_TO_EXTERNAL);
  }
  const fileIds = input.fileIds ?? [];
  for (const id of fileIds) {
    const f = state.file(id);
    if (!f || f.userId !== user.id) throw new ApiError(X.NO_SUCH_FILE);
  }
  let poll: PollRec | null = null;
  if (input.poll) {
    let expiresAt = input.poll.expiresAt ?? null;
    if (expiresAt == null && input.poll.expiredAfter != null) expiresAt = createdAt + input.poll.expiredAfter;
    if (expiresAt != null && expiresAt < createdAt && !input.silent) throw new ApiError(X.CANNOT_CREATE_ALREADY_EXPIRED_POLL);
    poll = { choices: input.poll.choices, votes: input.poll.choices.map(() => 0), multiple: input.poll.multiple ?? false, expiresAt };
  }
  const text = input.text != null && input.text.trim() !== '' ? input.text : null;
  if (text == null && fileIds.length === 0 && !renote && !poll) {
    throw new ApiError(
      { message: 'Invalid param.', code: 'INVALID_PARAM', id: '3d81ceae-475f-4600-b2a8-2bc116157532' },
      { param: '#/anyOf', reason: 'must match a schema in anyOf' },
    );
  }

  let visibility: Visibility = input.visibility ?? 'public';
  let localOnly = input.localOnly ?? false;
  if (channel) {
    visibility = 'public';
    localOnly = true;
  }
  if (visibility === 'public' && !policiesOf(state, user).canPublicNote) visibility = 'home';
  if (visibility === 'public' && user.isSilenced) visibility = 'home';
  if (reply && visibility === 'public' && reply.visibility === 'home') visibility = 'home';

  const mentions = text || input.cw ? extractMentions(state, `${input.cw ?? ''} ${text ?? ''}`) : [];
  if (mentions.length > policiesOf(state, user).mentionLimit) throw new ApiError(X.CONTAINS_TOO_MANY_MENTIONS);
  const visibleUserIds = visibility === 'specified' ? [...new Set([...(input.visibleUserIds ?? []), ...mentions])] : [];

  const note: NoteRec = {
    id: genId(createdAt),
    createdAt,
    updatedAt: null,
    userId: user.id,
    text,
    cw: input.cw ?? null,
    visibility,
    visibleUserIds,
    localOnly,
    reactionAcceptance: input.reactionAcceptance ?? null,
    replyId: reply?.id ?? null,
    renoteId: renote?.id ?? null,
    threadId: reply ? reply.threadId : '',
    channelId: channel?.id ?? null,
    fileIds,
    poll,
    mentions,
    tags: text ? extractHashtags(text) : [],
    emojis: extractEmojis(`${input.cw ?? ''} ${text ?? ''}`),
    uri: input.uri ?? null,
    url: input.url ?? null,
  };
  if (!note.threadId) note.threadId = note.id;
  state.addNote(note);
  for (const t of note.tags) if (!state.db.hashtags.includes(t)) state.db.hashtags.push(t);
  if (channel) channel.lastNotedAt = createdAt;
  if (!input.silent) afterCreate(state, user, note, reply, renote);
  return note;
}

function afterCreate(state: State, user: UserRec, note: NoteRec, reply: NoteRec | undefined, renote: NoteRec | undefined): void {
  const notified = new Set<string>();
  if (reply && reply.userId !== user.id) {
    notify(state, { notifieeId: reply.userId, type: 'reply', notifierId: user.id, noteId: note.id });
    notified.add(reply.userId);
  }
  if (renote && renote.userId !== user.id) {
    notify(state, { notifieeId: renote.userId, type: isPureRenote(note) ? 'renote' : 'quote', notifierId: user.id, noteId: note.id });
    notified.add(renote.userId);
  }
  for (const m of note.mentions) {
    // Misskey's main-stream `mention` (the mentions and directs timelines show it live).
    const mentioned = state.user(m);
    if (mentioned && mentioned.host == null && m !== user.id && !state.isMuting(m, user.id) && canSee(state, note, m))
      state.events.emit('main', m, 'mention', packNote(state, note, m, { detail: true }));
    if (notified.has(m)) continue;
    notify(state, { notifieeId: m, type: 'mention', notifierId: user.id, noteId: note.id });
    notified.add(m);
  }
  // "note" notifications for followers who asked to be notified of this user's notes.
  if (note.visibility !== 'specified') {
    for (const f of state.db.follows) {
      if (f.followeeId === user.id && f.notify === 'normal' && !notified.has(f.followerId) && canSee(state, note, f.followerId)) {
        notify(state, { notifieeId: f.followerId, type: 'note', notifierId: user.id, noteId: note.id });
      }
    }
  }
  state.events.emit('note', note);
}

export function deleteNote(state: State, note: NoteRec): void {
  const doomed = new Set<string>([note.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of state.db.notes) {
      if (doomed.has(n.id)) continue;
      if ((n.replyId && doomed.has(n.replyId)) || (n.renoteId && doomed.has(n.renoteId) && isPureRenote(n))) {
        doomed.add(n.id);
        grew = true;
      }
    }
  }
  const deletedAt = new Date().toISOString();
  for (const id of doomed) {
    state.removeNote(id);
    state.events.emit('noteUpdated', { id, type: 'deleted', body: { deletedAt } });
  }
  state.db.reactions = state.db.reactions.filter((r) => !doomed.has(r.noteId));
  state.db.pollVotes = state.db.pollVotes.filter((v) => !doomed.has(v.noteId));
  state.db.favorites = state.db.favorites.filter((f) => !doomed.has(f.noteId));
  state.db.notifications = state.db.notifications.filter((n) => !n.noteId || !doomed.has(n.noteId));
  for (const c of state.db.clips) c.notes = c.notes.filter((x) => !doomed.has(x.noteId));
  for (const u of state.db.users) u.pinnedNoteIds = u.pinnedNoteIds.filter((id) => !doomed.has(id));
}

const FALLBACK_REACTION = '❤';

/** Normalise a reaction the way Misskey's ReactionService does. */
export function normalizeReaction(state: State, note: NoteRec, reaction: string): string {
  if (note.reactionAcceptance === 'likeOnly') return FALLBACK_REACTION;
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(reaction);
  if (custom) {
    const emoji = state.db.emojis.find((e) => e.name === custom[1]);
    return emoji ? `:${emoji.name}@.:` : FALLBACK_REACTION;
  }
  if (reaction === '' || /[\s:]/.test(reaction) || [...reaction].length > 16) return FALLBACK_REACTION;
  return reaction;
}

export function react(
  state: State,
  user: UserRec,
  note: NoteRec,
  rawReaction: string,
  opts: { createdAt?: number; silent?: boolean } = {},
): void {
  if (note.userId !== user.id && state.isBlocking(note.userId, user.id))
    throw new ApiError({ ...X.YOU_HAVE_BEEN_BLOCKED, id: '20ef5475-9f38-4e4c-bd33-de6d979498ec' });
  const reaction = normalizeReaction(state, note, rawReaction);
  const existing = state.db.reactions.find((r) => r.noteId === note.id && r.userId === user.id);
  if (existing) {
    if (existing.reaction === reaction) throw new ApiError(X.ALREADY_REACTED);
    unreact(state, user, note);
  }
  const createdAt = opts.createdAt ?? Date.now();
  state.db.reactions.push({ id: genId(createdAt), createdAt, noteId: note.id, userId: user.id, reaction });
  if (opts.silent) return;
  const m = /^:([\w+-]+)@\.:$/.exec(reaction);
  const emoji = m ? state.db.emojis.find((e) => e.name === m[1]) : undefined;
  state.events.emit('noteUpdated', {
    id: note.id,
    type: 'reacted',
    body: { reaction, emoji: emoji ? { name: emoji.name, url: `${state.origin}/files/${emoji.fileId}` } : null, userId: user.id },
  });
  if (note.userId !== user.id) notify(state, { notifieeId: note.userId, type: 'reaction', notifierId: user.id, noteId: note.id, reaction });
}

export function unreact(state: State, user: UserRec, note: NoteRec): void {
  const existing = state.db.reactions.find((r) => r.noteId === note.id && r.userId === user.id);
  if (!existing) throw new ApiError(X.NOT_REACTED);
  state.db.reactions = state.db.reactions.filter((r) => r !== existing);
  state.events.emit('noteUpdated', { id: note.id, type: 'unreacted', body: { reaction: existing.reaction, userId: user.id } });
}

export function vote(
  state: State,
  user: UserRec,
  note: NoteRec,
  choice: number,
  opts: { silent?: boolean; createdAt?: number } = {},
): void {
  const poll = note.poll;
  if (!poll) throw new ApiError(X.NO_POLL);
  if (poll.expiresAt != null && poll.expiresAt < Date.now() && !opts.silent) throw new ApiError(X.ALREADY_EXPIRED);
  if (!Number.isInteger(choice) || choice < 0 || choice >= poll.choices.length) throw new ApiError(X.INVALID_CHOICE);
  const mine = state.db.pollVotes.filter((v) => v.noteId === note.id && v.userId === user.id);
  if (mine.length > 0 && (!poll.multiple || mine.some((v) => v.choice === choice))) throw new ApiError(X.ALREADY_VOTED);
  const createdAt = opts.createdAt ?? Date.now();
  state.db.pollVotes.push({ id: genId(createdAt), createdAt, noteId: note.id, userId: user.id, choice });
  poll.votes[choice] = (poll.votes[choice] ?? 0) + 1;
  if (!opts.silent) state.events.emit('noteUpdated', { id: note.id, type: 'pollVoted', body: { choice, userId: user.id } });
}
