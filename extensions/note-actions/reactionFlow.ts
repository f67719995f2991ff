import type { entities } from 'misskey-js';
import type { ApiService, DialogService, MessageKey, MessageParams } from '@kite/sdk';
import { writeOnce } from '@kite/sdk/kit';
import { actionMessages as m } from './allMessages';

export const LIKE = '❤';
/** Spec 1 §9 default reactions: thumbs up, heart, laughing, thinking, surprised, party, anger, sad, angel, pudding. */
export const DEFAULT_REACTIONS = ['👍', '❤', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮'] as const;

export interface ReactionDeps {
  api: ApiService;
  dialogs: DialogService | null;
  t: (key: MessageKey, params?: MessageParams) => string;
  me: entities.MeDetailed | null;
  requestSignin: () => void;
}

/** Local copy of the note after the viewer's reaction changed (the stream event for it is then ignored). */
export function withMyReaction(note: entities.Note, reaction: string | null): entities.Note {
  const reactions = { ...note.reactions };
  let count = note.reactionCount ?? 0;
  if (note.myReaction) {
    const n = (reactions[note.myReaction] ?? 0) - 1;
    if (n > 0) reactions[note.myReaction] = n;
    else delete reactions[note.myReaction];
    count--;
  }
  if (reaction) {
    reactions[reaction] = (reactions[reaction] ?? 0) + 1;
    count++;
  }
  return { ...note, reactions, reactionCount: Math.max(0, count), myReaction: reaction };
}

/**
 * Spec 3 §4 reaction flow. No reaction yet: create. Same one: confirm, then remove.
 * Another one: confirm, then remove the old and create the new. Like-only notes toggle a
 * heart without asking. A moved account cannot react (accountMovedShort). Returns the
 * updated note, or null when nothing changed.
 */
export async function reactionFlow(note: entities.Note, chosen: string, deps: ReactionDeps): Promise<entities.Note | null> {
  const { api, dialogs, t, me } = deps;
  if (!me) {
    deps.requestSignin();
    return null;
  }
  if (me.movedTo) {
    await dialogs?.alert({ type: 'error', title: t(m.accountMovedShort), text: t(m.operationForbidden) });
    return null;
  }
  // Any refusal is said with the server's message; the note keeps the state the server has.
  const step = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (e) {
      await api.showError(e);
      return false;
    }
  };
  // When an answer is lost, the note as the server has it tells whether the change was made:
  // a retry never doubles it, a lost one is not reported as done.
  // (The server writes a local custom emoji as `:name@.:`.)
  const local = (r: string | null | undefined) => r?.replace(/@\.:$/, ':') ?? null;
  const myReactionIs = (r: string | null) => async () =>
    local((await api.request('notes/show', { noteId: note.id })).myReaction) === local(r);
  const create = (reaction: string) => () =>
    writeOnce(
      `react:${note.id}:${reaction}`,
      () => api.request('notes/reactions/create', { noteId: note.id, reaction }),
      myReactionIs(reaction),
      ['ALREADY_REACTED'],
    );
  const remove = () =>
    writeOnce(`unreact:${note.id}`, () => api.request('notes/reactions/delete', { noteId: note.id }), myReactionIs(null), ['NOT_REACTED']);
  if (note.reactionAcceptance === 'likeOnly') {
    if (note.myReaction) return (await step(remove)) ? withMyReaction(note, null) : null;
    return (await step(create(LIKE))) ? withMyReaction(note, LIKE) : null;
  }
  const current = note.myReaction;
  if (current === chosen) {
    const ok = dialogs ? await dialogs.confirm({ type: 'warning', text: t(m.cancelReactionConfirm, { reaction: chosen }) }) : true;
    if (!ok) return null;
    return (await step(remove)) ? withMyReaction(note, null) : null;
  }
  if (current) {
    const ok = dialogs
      ? await dialogs.confirm({ type: 'question', text: t(m.changeReactionConfirm, { from: current, to: chosen }) })
      : true;
    if (!ok) return null;
    if (!(await step(remove))) return null;
    // A change is one step: when the new reaction is refused, the old one is put back.
    if (await step(create(chosen))) return withMyReaction(note, chosen);
    const restored = await create(current)().then(
      () => true,
      () => false,
    );
    return restored ? null : withMyReaction(note, null);
  }
  return (await step(create(chosen))) ? withMyReaction(note, chosen) : null;
}

/** Whether a custom emoji may be offered for this note (acceptance nonSensitiveOnly hides sensitive ones). */
export function acceptsEmoji(note: entities.Note, emoji: { isSensitive?: boolean; localOnly?: boolean }, meHost: string | null): boolean {
  const a = note.reactionAcceptance;
  if (a === 'likeOnly') return false;
  if ((a === 'nonSensitiveOnly' || a === 'nonSensitiveOnlyForLocalLikeOnlyForRemote') && emoji.isSensitive) return false;
  // A local-only emoji cannot go on a remote note.
  if (emoji.localOnly && note.user.host != null && note.user.host !== meHost) return false;
  return true;
}
