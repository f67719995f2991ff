import { Commands, Hotkeys, MenuPresenter, Menus, Overlays, PageRouters } from '@kite/sdk';
import type { I18nService, NavigationService, PreferencesService, ThemeService, Token, ViewerService } from '@kite/sdk';
import type { KernelServices } from '../di/services';
import type { KernelContributionRegistry } from '../contributions/registry';
import type { KernelCommands } from '../commands/service';
import { OverlayStack } from './stack';
import { OverlayRoot } from './OverlayRoot';
import { KernelMenus } from './menus/service';
import { KernelPageRouters } from '../router/pageRouters';
import { KernelHotkeys } from '../hotkeys/service';
import { enableSafeMode } from '../boot/safeMode';
import { hotkeyMessages as hm } from '../hotkeys/messages';

/**
 * Registers the overlay layer (Overlays, Menus, PageRouters) and hotkeys; returns the tokens
 * it provided and the root to render beside the router. What is drawn on it (dialogs, menus, toasts, popups) comes from extensions.
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
  commands: KernelCommands;
}) {
  const stack = new OverlayStack();
  const presenter = () => (d.services.has(MenuPresenter) ? d.services.resolve(MenuPresenter) : null);
  const menus = new KernelMenus(presenter, { registry: d.registry, viewer: d.viewer, i18n: d.i18n });
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

  d.services.provide(Commands, d.commands);

  // Built-in shortcuts of spec 1 §9, each a command (p / n come from the composer, s from the owner of the search page, ? from the shell).
  d.commands.register('theme.toggleDark', () => d.theme.toggleDark(), 'kernel');
  d.registry.add('hotkeys', 'kernel', { keys: ['d'], description: hm.toggleDark, command: 'theme.toggleDark' });
  const stopHotkeys = typeof window === 'undefined' ? () => {} : hotkeys.listen(window);
  const tokens: Token<unknown>[] = [Commands, Overlays, Menus, PageRouters, Hotkeys];
  const Root = () => <OverlayRoot stack={stack} />;
  return { tokens, Root, stack, menus, hotkeys, stopHotkeys };
}
