import type { entities } from 'misskey-js';
import type { AccountsService, OverlayHost, StreamService } from '@kite/sdk';
import { AnnouncementDialog } from './AnnouncementDialog';

/**
 * Start-up announcements (spec 1 §2.6, as Misskey's boot): every unread announcement whose
 * display is `dialog` opens as a dialog, one after another, each at most once per page load.
 * The account's `i` may still be the stored one when this runs, so announcements that the
 * refreshed `i` brings are shown too. Those announced live (realtime mode) are the stream's
 * to show: they are only remembered here, so none is shown twice.
 */
export function startAnnouncementDialogs(deps: {
  accounts: AccountsService;
  overlays: OverlayHost;
  stream: StreamService | null;
}): () => void {
  const seen = new Set<string>();
  const queue: entities.Announcement[] = [];
  let open: { dispose(): void } | null = null;
  let gone = false;

  const next = () => {
    const a = queue.shift();
    if (!a || gone) return;
    open = deps.overlays.mount(({ close }) => (
      <AnnouncementDialog
        announcement={a}
        close={() => {
          close();
          open = null;
          next();
        }}
      />
    ));
  };
  const collect = () => {
    for (const a of deps.accounts.me?.unreadAnnouncements ?? []) {
      if (a.display !== 'dialog' || seen.has(a.id)) continue;
      seen.add(a.id);
      queue.push(a);
    }
    if (!open) next();
  };
  // A live announcement reaches `i` through the same stream event, before this listener runs:
  // wait a turn, so it is marked as the stream's before it is looked at.
  const offAccounts = deps.accounts.subscribe(() => queueMicrotask(collect));
  const offLive = deps.stream?.started ? deps.stream.on('announcementCreated', ({ announcement }) => seen.add(announcement.id)) : null;
  collect();
  return () => {
    gone = true;
    offAccounts();
    offLive?.();
    open?.dispose();
  };
}
