/**
 * Whether a note falls into an antenna (Misskey's AntennaService.checkHitAntenna).
 */
import type { State } from './state';
import type { AntennaRec, NoteRec } from './types';
import { canSee } from './visibility';
import { acctOf } from './pack-user';

export function antennaMatches(state: State, a: AntennaRec, n: NoteRec): boolean {
  if (!a.isActive) return false;
  if (n.visibility === 'specified' || (n.visibility === 'followers' && !canSee(state, n, a.userId))) return false;
  if (!a.withReplies && n.replyId) return false;
  if (a.withFile && n.fileIds.length === 0) return false;
  const author = state.user(n.userId);
  if (!author) return false;
  if (a.localOnly && author.host != null) return false;
  if (a.excludeBots && author.isBot) return false;
  if (a.excludeNotesInSensitiveChannel && n.channelId && state.db.channels.find((c) => c.id === n.channelId)?.isSensitive) return false;
  const acct = acctOf(author).toLowerCase();
  if (a.src === 'home') {
    if (n.userId !== a.userId && !state.isFollowing(a.userId, n.userId)) return false;
  } else if (a.src === 'list') {
    const list = state.db.lists.find((l) => l.id === a.userListId);
    if (!list || !list.userIds.includes(n.userId)) return false;
  } else if (a.src === 'users') {
    if (!a.users.map((u) => u.replace(/^@/, '').toLowerCase()).includes(acct)) return false;
  } else if (a.src === 'users_blacklist') {
    if (a.users.map((u) => u.replace(/^@/, '').toLowerCase()).includes(acct)) return false;
  }
  const text = `${n.cw ?? ''}\n${n.text ?? ''}`;
  const norm = (s: string): string => (a.caseSensitive ? s : s.toLowerCase());
  const hay = norm(text);
  const keywords = a.keywords.filter((k) => k.length > 0 && k.some((w) => w !== ''));
  if (keywords.length > 0 && !keywords.some((and) => and.every((w) => hay.includes(norm(w))))) return false;
  const excludes = a.excludeKeywords.filter((k) => k.length > 0 && k.some((w) => w !== ''));
  if (excludes.some((and) => and.every((w) => hay.includes(norm(w))))) return false;
  return true;
}
