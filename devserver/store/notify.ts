/**
 * Creating notifications and pushing them to the user's main channel.
 */
import type { State } from './state';
import type { NotificationRec } from './types';
import { genId } from './ids';
import { packNotification } from './pack-notification';

export function notify(
  state: State,
  rec: Omit<NotificationRec, 'id' | 'createdAt' | 'isRead'> & { createdAt?: number; isRead?: boolean },
): NotificationRec | null {
  if (rec.notifierId && rec.notifierId === rec.notifieeId) return null;
  const notifiee = state.user(rec.notifieeId);
  if (!notifiee || notifiee.host != null) return null;
  if (rec.notifierId && state.isMuting(rec.notifieeId, rec.notifierId)) return null;
  if (rec.noteId && rec.type !== 'pollEnded') {
    const note = state.note(rec.noteId);
    if (note && state.db.threadMutes.some((t) => t.userId === rec.notifieeId && t.threadId === note.threadId)) return null;
  }
  const createdAt = rec.createdAt ?? Date.now();
  const n: NotificationRec = { ...rec, id: genId(createdAt), createdAt, isRead: rec.isRead ?? false };
  state.db.notifications.push(n);
  const packed = packNotification(state, n);
  if (packed) {
    state.events.emit('main', n.notifieeId, 'notification', packed);
    if (!n.isRead) state.events.emit('main', n.notifieeId, 'unreadNotification', packed);
  }
  return n;
}

export function markAllRead(state: State, userId: string): void {
  let any = false;
  for (const n of state.db.notifications) {
    if (n.notifieeId === userId && !n.isRead) {
      n.isRead = true;
      any = true;
    }
  }
  if (any) state.events.emit('main', userId, 'readAllNotifications', undefined);
}
