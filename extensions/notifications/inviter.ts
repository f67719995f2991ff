import type { entities } from 'misskey-js';
import type { NotificationOf } from './types';

function isUserLite(x: unknown): x is entities.UserLite {
  return typeof x === 'object' && x !== null && 'id' in x && typeof x.id === 'string' && 'username' in x && typeof x.username === 'string';
}

/**
 * Who invited the viewer to a chat room. Misskey 2025.9 sends the inviter as the notification's
 * `user` (misskey-js does not type it); `invitation.user` is the invitee — the viewer. Without
 * `user`, the room's owner (only the owner may invite).
 */
export function chatInviter(n: NotificationOf<'chatRoomInvitationReceived'>): entities.UserLite | null {
  if ('user' in n && isUserLite(n.user)) return n.user;
  return n.invitation.room?.owner ?? null;
}
