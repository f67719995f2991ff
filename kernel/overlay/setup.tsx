import { AchievementEvents, Commands, Dialogs, Hotkeys, MenuPresenter, Menus, Overlays, PageRouters, Stream } from '@kite/sdk';
import type { I18nService, NavigationService, PreferencesService, ThemeService, Token, ViewerService } from '@kite/sdk';
import type { AnyRouter } from '@tanstack/react-router';
import type { KernelServices } from '../di/services';
import type { KernelContributionRegistry } from '../contributions/registry';
import type { KernelCommands } from '../commands/service';
import { OverlayStack } from './stack';
import { OverlayRoot } from './OverlayRoot';
import { KernelMenus } from './menus/service';
import { KernelPageRouters } from '../router/pageRouters';
import { KernelAchievementEvents } from './achievementEvents';
import { KernelHotkeys } from '../hotkeys/service';
import { enableSafeMode } from '../boot/safeMode';
import { LoadingBar } from './LoadingBar';
import { hotkeyMessages as hm } from '../hotkeys/messages';
import { watchDisconnect } from '../shell/disconnect/watch';

/**
 * Registers the overlay layer (Overlays, Menus, PageRouters), hotkeys, achievement
 * events; returns the tokens it provided and the root to render beside the router.
 * What is drawn on it (dialogs, menus, toasts, popups) comes from extensions.
 */
export function setupOverlay(d: {
  services: KernelServices;
  registry: KernelContributionRegistry;
  prefs: PreferencesService;
  theme: ThemeService;
  i18n: I18nService;
  viewer: ViewerService;
  navigation: NavigationService;
  storage: Storage | null;
  router: AnyRouter;
  commands: KernelCommands;
}) {
  const stack = new OverlayStack();
  const presenter = () => (d.services.has(MenuPresenter) ? d.services.resolve(MenuPresenter) : null);
  const menus = new KernelMenus(presenter, { registry: d.registry, viewer: d.viewer, i18n: d.i18n });
  const achievements = new KernelAchievementEvents();
  // Page windows (an extension) each run on one of these routers.
  const pageRouters = new KernelPageRouters({
    services: d.services,
    registry: d.registry,
    username: () => d.viewer.info.me?.username ?? null,
  });
  const hotkeys = new KernelHotkeys(d.registry, () => enableSafeMode(d.storage), undefined, d.commands);
  d.services.provide(Overlays, stack);
  d.services.provide(Menus, menus);
  d.services.provide(PageRouters, pageRouters);
  d.services.provide(Hotkeys, hotkeys);
  d.services.provide(AchievementEvents, achievements);

  d.services.provide(Commands, d.commands);

  // Built-in shortcuts of spec 1 §9, each a command (p / n come from the composer, s from the owner of the search page).
  d.commands.register('theme.toggleDark', () => d.theme.toggleDark(), 'kernel');
  d.commands.register(
    'hotkeys.help',
    async () => {
      // The list is drawn from what works now; its dialog loads on first use.
      const items = hotkeys.list();
      const { default: HelpDialog } = await import('../hotkeys/HelpDialog');
      stack.mount(({ close }) => <HelpDialog items={items} close={close} />);
    },
    'kernel',
  );
  d.registry.add('hotkeys', 'kernel', { keys: ['d'], description: hm.toggleDark, command: 'theme.toggleDark' });
  d.registry.add('hotkeys', 'kernel', { keys: ['?'], description: hm.help, command: 'hotkeys.help' });
  const stopHotkeys = typeof window === 'undefined' ? () => {} : hotkeys.listen(window);
  // Server disconnect → a dialog asking to reload (spec 1 §4), through the Dialogs an extension provides (when on).
  const stopDisconnect = d.services.has(Stream)
    ? watchDisconnect({
        stream: d.services.resolve(Stream),
        dialogs: () => (d.services.has(Dialogs) ? d.services.resolve(Dialogs) : null),
        i18n: d.i18n,
        reload: () => location.reload(),
      })
    : () => {};
  const tokens: Token<unknown>[] = [Commands, Overlays, Menus, PageRouters, Hotkeys, AchievementEvents];
  const Root = () => (
    <OverlayRoot stack={stack}>
      <LoadingBar router={d.router} />
    </OverlayRoot>
  );
  return { tokens, Root, stack, menus, hotkeys, achievements, stopHotkeys, stopDisconnect };
}
