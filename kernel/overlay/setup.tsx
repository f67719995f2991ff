import { Commands, MenuPresenter, Menus, Overlays, PageRouters } from '@kite/sdk';
import type { I18nService, NavigationService, PreferencesService, ThemeService, Token, ViewerService } from '@kite/sdk';
import type { KernelServices } from '../di/services';
import type { KernelContributionRegistry } from '../contributions/registry';
import type { KernelCommands } from '../commands/service';
import { OverlayStack } from './stack';
import { OverlayRoot } from './OverlayRoot';
import { KernelMenus } from './menus/service';
import { KernelPageRouters } from '../router/pageRouters';
import { enableSafeMode } from '../boot/safeMode';

/**
 * Registers the overlay layer (Overlays, Menus, PageRouters) and the kernel's commands; returns the tokens
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
  d.services.provide(Overlays, stack);
  d.services.provide(Menus, menus);
  d.services.provide(PageRouters, pageRouters);

  d.services.provide(Commands, d.commands);

  // What the kernel owns, as commands the hotkeys extension binds (d, and g five times: spec 1 §4, §9).
  d.commands.register('theme.toggleDark', () => d.theme.toggleDark(), 'kernel');
  d.commands.register('safeMode.enable', () => enableSafeMode(d.storage), 'kernel');
  const tokens: Token<unknown>[] = [Commands, Overlays, Menus, PageRouters];
  const Root = () => <OverlayRoot stack={stack} />;
  return { tokens, Root, stack, menus };
}
