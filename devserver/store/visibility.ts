/**
 * Who may see which note, and which notes each timeline holds
 * (home = self + followed; local = local public non-channel;
 * hybrid = home + local; global = all public).
 */
import type { State } from './state';
import type { NoteRec } from './types';

export function canSee(state: State, note: NoteRec, meId: string | null): boolean {
  if (note.visibility === 'public' || note.visibility === 'home') return true;
  if (meId == null) return false;
  if (note.userId === meId) return true;
  if (note.mentions.includes(meId)) return true;
  if (note.visibility === 'specified') return note.visibleUserIds.includes(meId);
  // followers
  if (note.replyId) {
    const reply = state.note(note.replyId);
    if (reply && reply.userId === meId) return true;
  }
  return state.isFollowing(meId, note.userId);
}

/**
 * Notes the viewer never wants: by muted or blocking authors, or renoting or replying to a muted
 * author — the viewer's own renotes and replies too, as Misskey filters by every user a note involves.
 */
export function isFilteredOut(state: State, note: NoteRec, meId: string | null): boolean {
  if (meId == null) return false;
  const own = note.userId === meId;
  if (!own && (state.isMuting(meId, note.userId) || state.isBlocking(meId, note.userId) || state.isBlocking(note.userId, meId)))
    return true;
  if (!own && note.renoteId && !note.text && state.isRenoteMuting(meId, note.userId)) return true;
  if (note.renoteId) {
    const r = state.note(note.renoteId);
    if (r && r.userId !== meId && (state.isMuting(meId, r.userId) || state.isBlocking(meId, r.userId))) return true;
  }
  if (note.replyId) {
    const r = state.note(note.replyId);
    if (r && r.userId !== meId && state.isMuting(meId, r.userId)) return true;
  }
  return false;
}

export function isPureRenote(n: NoteRec): boolean {
  return n.renoteId != null && n.text == null && n.cw == null && n.fileIds.length === 0 && n.poll == null;
}

export interface TimelineFilter {
  withRenotes?: boolean;
  withReplies?: boolean;
  withFiles?: boolean;
  excludeFiles?: boolean;
}

/** Common filters (renotes, replies to others, files). */
export function passesFilter(state: State, n: NoteRec, meId: string | null, f: TimelineFilter, followees?: Set<string>): boolean {
  if (f.withRenotes === false && isPureRenote(n)) return false;
  if (f.withFiles && n.fileIds.length === 0) return false;
  if (f.excludeFiles && n.fileIds.length > 0) return false;
  if (n.replyId && !f.withReplies) {
    // Replies to others are shown only when the reply is to oneself, to the viewer, or the follow asks for replies.
    const reply = state.note(n.replyId);
    if (reply && reply.userId !== n.userId && reply.userId !== meId) {
      const follow = meId ? state.db.follows.find((x) => x.followerId === meId && x.followeeId === n.userId) : undefined;
      if (!follow?.withReplies && n.userId !== meId) return false;
    }
  }
  void followees;
  return true;
}

export function inHome(state: State, n: NoteRec, meId: string, followees: Set<string>): boolean {
  if (n.userId === meId) return true;
  if (n.channelId) {
    const ch = state.db.channels.find((c) => c.id === n.channelId);
    return ch != null && ch.followers.includes(meId);
  }
  if (!followees.has(n.userId)) return n.visibility === 'specified' && n.visibleUserIds.includes(meId);
  return canSee(state, n, meId);
}

export function inLocal(state: State, n: NoteRec): boolean {
  const u = state.user(n.userId);
  return u != null && u.host == null && n.visibility === 'public' && n.channelId == null;
}

export function inGlobal(n: NoteRec): boolean {
  return n.visibility === 'public' && n.channelId == null && !n.localOnly;
}

export function inGlobalFor(state: State, n: NoteRec): boolean {
  return n.visibility === 'public' && n.channelId == null && (!n.localOnly || state.user(n.userId)?.host == null);
}
