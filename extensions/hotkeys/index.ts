import { Hotkeys, afterFirstContent, defineExtension, startLoaded } from '@kite/sdk';
import { deferredHotkeys } from './deferred';
import { hotkeyMessages as m } from './messages';

/**
 * Keyboard shortcuts (spec 1 §5, §9): the `Hotkeys` service, which listens on the window and
 * runs the `hotkeys` contributions and the bindings of what is on screen (a note list's j / k);
 * `d` for dark mode, and g five times for safe mode (spec 1 §4), both commands of the kernel;
 * `g` and a letter goes to a navbar place (goTo.ts). Its code loads after the first content.
 * Also the command palette (Ctrl/⌘+K or `:`, issue 40) and the page that remaps the keys,
 * kept in the `hotkeys.keymap` preference; both load when first opened.
 */
export default defineExtension({
  id: 'hotkeys',
  provides: [Hotkeys],
  contributes: {
    hotkeys: [
      { keys: ['d'], description: m.toggleDark, command: 'theme.toggleDark' },
      { keys: ['mod+k', ':'], description: m.palette, command: 'palette.open' },
    ],
    paletteCommands: [
      { command: 'theme.toggleDark', title: m.toggleDark, icon: 'moon' },
      { command: 'safeMode.enable', title: m.safeModeCommand, icon: 'shield' },
    ],
    navbar: [{ id: 'palette', title: m.palette, icon: 'search', command: 'palette.open' }],
    settingsPages: [
      { path: 'hotkeys', title: m.keysTitle, icon: 'key', group: 'client', component: { lazy: () => import('./keys/KeysPage') } },
    ],
  },
  activate(ctx) {
    const load = afterFirstContent()
      .then(() => import('./start'))
      .then((s) => s.createHotkeys(ctx));
    ctx.provide(Hotkeys, deferredHotkeys(load));
    ctx.commands.add('palette.open', () => import('./palette/open').then((p) => p.openPalette(ctx)));
    // No window when the route tables are checked in Node.
    if (typeof window !== 'undefined') {
      void startLoaded(
        ctx,
        () => load,
        (hotkeys) => hotkeys.listen(window),
      );
    }
  },
});
