/**
 * Notes as Misskey's NoteEntityService packs them.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { NoteRec } from './types';
import { packUserLite } from './pack-user';
import { packFile } from './pack-drive';
import { canSee } from './visibility';

export interface PackNoteOpts {
  /** Include reply, renote, poll and myReaction (Misskey's `detail`). */
  detail?: boolean;
  _depth?: number;
}

export function reactionCounts(state: State, noteId: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of state.db.reactions) if (r.noteId === noteId) out[r.reaction] = (out[r.reaction] ?? 0) + 1;
  return out;
}

/** For remote custom emoji reactions (`:name@host:`): name@host → url. */
function reactionEmojis(state: State, reactions: Record<string, number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(reactions)) {
    const m = /^:([\w+-]+)@([\w.-]+):$/.exec(key);
    if (!m || m[2] === '.') continue;
    out[`${m[1]}@${m[2]}`] = `${state.origin}/emoji/${m[1]}.webp`;
  }
  return out;
}

function packPoll(state: State, n: NoteRec, meId: string | null): NonNullable<entities.Note['poll']> | undefined {
  if (!n.poll) return undefined;
  const mine = meId ? state.db.pollVotes.filter((v) => v.noteId === n.id && v.userId === meId).map((v) => v.choice) : [];
  return {
    multiple: n.poll.multiple,
    expiresAt: n.poll.expiresAt == null ? null : new Date(n.poll.expiresAt).toISOString(),
    choices: n.poll.choices.map((text, i) => ({ text, votes: n.poll?.votes[i] ?? 0, isVoted: mine.includes(i) })),
  };
}

export function packNote(state: State, n: NoteRec, meId: string | null, opts: PackNoteOpts = {}): entities.Note {
  const depth = opts._depth ?? 0;
  const user = state.user(n.userId);
  if (!user) throw new Error(`note ${n.id} has no user`);
  const visible = canSee(state, n, meId);
  const reactions = reactionCounts(state, n.id);
  const channel = n.channelId ? state.db.channels.find((c) => c.id === n.channelId) : undefined;
  const files = visible
    ? n.fileIds
        .map((id) => state.file(id))
        .filter((f) => f != null)
        .map((f) => packFile(state, f))
    : [];
  const reply = n.replyId ? state.note(n.replyId) : undefined;
  const renote = n.renoteId ? state.note(n.renoteId) : undefined;
  const myReaction = meId ? (state.db.reactions.find((r) => r.noteId === n.id && r.userId === meId)?.reaction ?? null) : undefined;
  let repliesCount = 0;
  let renoteCount = 0;
  for (const x of state.db.notes) {
    if (x.replyId === n.id) repliesCount++;
    // Misskey does not count a renote (or quote) of one's own note.
    if (x.renoteId === n.id && x.userId !== n.userId) renoteCount++;
  }
  const packed: entities.Note = {
    id: n.id,
    createdAt: new Date(n.createdAt).toISOString(),
    userId: n.userId,
    user: packUserLite(state, user),
    text: visible ? n.text : null,
    cw: visible ? n.cw : null,
    visibility: n.visibility,
    localOnly: n.localOnly,
    reactionAcceptance: n.reactionAcceptance,
    renoteCount,
    repliesCount,
    reactionCount: Object.values(reactions).reduce((a, b) => a + b, 0),
    reactions,
    reactionEmojis: reactionEmojis(state, reactions),
    ...(user.host && n.emojis.length ? { emojis: Object.fromEntries(n.emojis.map((e) => [e, `${state.origin}/emoji/${e}.webp`])) } : {}),
    ...(n.tags.length ? { tags: n.tags } : {}),
    fileIds: visible ? n.fileIds : [],
    files,
    replyId: n.replyId,
    renoteId: n.renoteId,
    channelId: n.channelId,
    channel: channel
      ? {
          id: channel.id,
          name: channel.name,
          color: channel.color,
          isSensitive: channel.isSensitive,
          allowRenoteToExternal: channel.allowRenoteToExternal,
          userId: channel.userId,
        }
      : null,
    ...(n.mentions.length ? { mentions: n.mentions } : {}),
    ...(n.visibility === 'specified' ? { visibleUserIds: n.visibleUserIds } : {}),
    ...(n.poll ? { hasPoll: true } : {}),
    ...(n.uri ? { uri: n.uri } : {}),
    ...(n.url ? { url: n.url } : {}),
    ...(visible ? {} : { isHidden: true }),
  };
  if (opts.detail) {
    packed.clippedCount = state.db.clips.filter((c) => c.notes.some((x) => x.noteId === n.id)).length;
    if (reply && depth < 3) packed.reply = packNote(state, reply, meId, { detail: false, _depth: depth + 1 });
    if (renote && depth < 3) packed.renote = packNote(state, renote, meId, { detail: true, _depth: depth + 1 });
    const poll = visible ? packPoll(state, n, meId) : undefined;
    if (poll) packed.poll = poll;
    if (myReaction !== undefined) packed.myReaction = myReaction;
  }
  return packed;
}

export function packNotes(state: State, notes: NoteRec[], meId: string | null): entities.Note[] {
  return notes.map((n) => packNote(state, n, meId, { detail: true }));
}
