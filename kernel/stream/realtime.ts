import type { StreamService } from '@kite/sdk';
import { connectMainChannel } from '../accounts/mainChannel';
import type { MeSink } from '../accounts/mainChannel';

export interface RealtimeDeps {
  stream: StreamService;
  /** The current account, or null for a visitor (no main channel then). */
  accounts: MeSink | null;
  /** Applies emojiAdded / emojiUpdated / emojiDeleted to the emoji list. */
  connectEmojis: (stream: StreamService) => () => void;
  isVisible?: () => boolean;
}

/**
 * The realtime-mode events of spec 1 §7, applied only when the `realtimeMode` preference is
 * on (the caller checks; toggling it reloads the page): the emoji events, announcementCreated
 * and, signed in, the main channel. Returns a disposer.
 */
export function connectRealtime(deps: RealtimeDeps): () => void {
  const { stream, accounts } = deps;
  const offs = [
    deps.connectEmojis(stream),
    stream.on('announcementCreated', ({ announcement }) => {
      if (accounts?.me) {
        const unread = accounts.me.unreadAnnouncements ?? [];
        accounts.updateMe({
          hasUnreadAnnouncement: true,
          unreadAnnouncements: [...unread.filter((a) => a.id !== announcement.id), announcement],
        });
      }
    }),
  ];
  if (accounts) offs.push(connectMainChannel(stream, accounts, deps.isVisible));
  return () => offs.forEach((off) => off());
}
