import type { entities } from 'misskey-js';
import type { AccountsService, OverlayHost, StreamService } from '@kite/sdk';
import { AnnouncementDialog } from './AnnouncementDialog';

/**
 * Announcement dialogs (spec 1 §2.6, as Misskey's boot): every unread announcement whose
 * display is `dialog` opens as a dialog, one after another, each at most once per page load.
 * The account's `i` may still be the stored one when this runs, so announcements that the
 * refreshed `i` brings are shown too. In realtime mode (`stream` given) those created while
 * the page is open come too: global ones as a broadcast, personal ones on the main channel.
 */
export function startAnnouncementDialogs(deps: {
  accounts: AccountsService;
  overlays: OverlayHost;
  /** The stream, in realtime mode only (spec 1 §7). */
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
  const add = (a: entities.Announcement) => {
    if (a.display !== 'dialog' || seen.has(a.id)) return;
    seen.add(a.id);
    queue.push(a);
  };
  const collect = () => {
    for (const a of deps.accounts.me?.unreadAnnouncements ?? []) add(a);
    if (!open) next();
  };
  const live = ({ announcement }: entities.AnnouncementCreated) => {
    add(announcement);
    if (!open) next();
  };
  const offAccounts = deps.accounts.subscribe(collect);
  const offLive = deps.stream?.on('announcementCreated', live);
  const main = deps.stream?.useChannel('main');
  main?.on('announcementCreated', live);
  collect();
  return () => {
    gone = true;
    offAccounts();
    offLive?.();
    main?.dispose();
    open?.dispose();
  };
}
