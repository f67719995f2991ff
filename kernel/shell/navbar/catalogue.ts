import type {
  ApiService,
  ContributionRegistry,
  DialogService,
  Disposable,
  I18nService,
  MenuService,
  NavbarItemContribution,
  NavigationService,
  PreferencesService,
  ViewerInfo,
  ViewerService,
} from '@kite/sdk';
import type { KernelContributionRegistry } from '../../contributions/registry';
import { aboutMenuItems, toolsMenuItems } from './menus';
import { navMessages as m } from './messages';

/** Owner name of the kernel's own navbar entries (an extension entry of the same id wins). */
export const KERNEL_OWNER = 'kernel';

export interface CatalogueDeps {
  registry: KernelContributionRegistry;
  dialogs: DialogService;
  menus: MenuService;
  i18n: I18nService;
  prefs: PreferencesService;
  viewer: ViewerService;
  nav: () => NavigationService;
  api: () => ApiService | null;
  storage: Storage | null;
  reload: () => void;
}

const signedIn = (w: ViewerInfo) => w.signedIn;
const me = (w: ViewerInfo) => w.me as (Record<string, unknown> & { policies?: Record<string, unknown> }) | null;

/** Cached things the cache clear removes (spec 1 §9): server meta and emojis, language packs, theme caches. */
export function clearCaches(storage: Storage | null): void {
  if (!storage) return;
  const prefixes = ['kite:meta:', 'kite:emojis:', 'kite:locale:', 'kite:instance', 'kite:theme-cache'];
  for (let i = storage.length - 1; i >= 0; i--) {
    const k = storage.key(i);
    if (k && prefixes.some((p) => k.startsWith(p))) storage.removeItem(k);
  }
}

export function openAboutMenu(d: Pick<CatalogueDeps, 'menus' | 'viewer' | 'i18n' | 'registry'>, anchor: HTMLElement | null) {
  return d.menus.popup(aboutMenuItems(d.viewer.info, d.i18n, d.registry as ContributionRegistry), anchor, { align: 'left' });
}

/**
 * The navbar menu catalogue of spec 1 §2.6, registered by the kernel. Feature extensions
 * may contribute an entry with the same id to replace one (e.g. with their own indicator).
 */
export function registerNavbarCatalogue(d: CatalogueDeps): Disposable[] {
  const link = (
    id: keyof typeof m,
    to: string,
    icon: NavbarItemContribution['icon'],
    extra: Partial<NavbarItemContribution> = {},
  ): NavbarItemContribution => ({ id, title: m[id], icon, to, ...extra });
  const entries: NavbarItemContribution[] = [
    link('notifications', '/my/notifications', 'bell', {
      show: signedIn,
      indicator: (w) => Number(me(w)?.unreadNotificationsCount ?? 0) || Boolean(me(w)?.hasUnreadNotification),
    }),
    link('drive', '/my/drive', 'cloud', { show: signedIn }),
    link('followRequests', '/my/follow-requests', 'userPlus', {
      show: signedIn,
      indicator: (w) => Boolean(me(w)?.hasPendingReceivedFollowRequest),
    }),
    link('explore', '/explore', 'hash'),
    link('announcements', '/announcements', 'speakerphone', { indicator: (w) => Boolean(me(w)?.hasUnreadAnnouncement) }),
    link('search', '/search', 'search'),
    {
      id: 'lookup',
      title: m.lookup,
      icon: 'search',
      action: () =>
        import('../lookup/prompt').then(({ runLookup }) =>
          runLookup({ dialogs: d.dialogs, nav: d.nav(), i18n: d.i18n, api: d.api() }),
        ) /* loads on first use */,
    },
    link('lists', '/my/lists', 'list', { show: signedIn }),
    link('antennas', '/my/antennas', 'antenna', { show: signedIn }),
    link('favorites', '/my/favorites', 'star', { show: signedIn }),
    link('clips', '/my/clips', 'paperclip', { show: signedIn }),
    link('pages', '/pages', 'notes'),
    link('play', '/play', 'play'),
    link('gallery', '/gallery', 'icons'),
    link('channels', '/channels', 'channels'),
    link('chat', '/chat', 'messages', {
      show: (w) => w.signedIn && me(w)?.policies?.chatAvailability !== 'unavailable',
      indicator: (w) => Boolean(me(w)?.hasUnreadChatMessages),
    }),
    link('achievements', '/my/achievements', 'medal', { show: signedIn }),
    link('games', '/games', 'gamepad'),
    {
      id: 'ui',
      title: m.ui,
      icon: 'columns',
      action: (anchor) =>
        d.menus.popup(
          [
            {
              type: 'radioOption',
              text: d.i18n.t(m.default),
              active: d.prefs.get('ui') === 'default',
              action: () => {
                d.prefs.set('ui', 'default');
                d.reload();
              },
            },
            {
              type: 'radioOption',
              text: d.i18n.t(m.deck),
              active: d.prefs.get('ui') === 'deck',
              action: () => {
                d.prefs.set('ui', 'deck');
                d.reload();
              },
            },
          ],
          anchor,
        ),
    },
    { id: 'about', title: m.about, icon: 'info', action: (anchor) => openAboutMenu(d, anchor) },
    {
      id: 'tools',
      title: m.tools,
      icon: 'tool',
      action: (anchor) => d.menus.popup(toolsMenuItems(d.viewer.info, d.i18n, d.registry), anchor),
    },
    { id: 'reload', title: m.reload, icon: 'refresh', action: () => d.reload() },
    { id: 'profile', title: m.profile, icon: 'user', show: signedIn, action: () => d.nav().push(`/@${d.viewer.info.me?.username ?? ''}`) },
    {
      id: 'clearCache',
      title: m.clearCache,
      icon: 'trash',
      action: async () => {
        clearCaches(d.storage);
        await d
          .api()
          ?.request('clear-browser-cache', {})
          .catch(() => undefined);
        d.reload();
      },
    },
  ];
  return entries.map((e) => d.registry.add('navbar', KERNEL_OWNER, e));
}
