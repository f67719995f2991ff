import { Hotkeys, Overlays, ShellFrame, Viewer, defineExtension } from '@kite/sdk';
import { hotkeyHelpMessages as hm } from './hotkeyHelp/messages';
import { DefaultShell, VisitorLayout } from './Shell';

/**
 * The app's frame (spec 1 §2.3–§2.8): banners, the layout choice (default, zen, visitor),
 * the navbar and bottom bar drawn from the navbar contributions in the person's order, and
 * the side column's place, and the `?` list of keyboard shortcuts. It paints with the first
 * page, so it is part of the boot chunk.
 */
export default defineExtension({
  id: 'shell',
  optional: [Hotkeys],
  provides: [ShellFrame],
  contributes: {
    hotkeys: [{ keys: ['?'], description: hm.help, command: 'hotkeys.help' }],
    paletteCommands: [{ command: 'hotkeys.help', title: hm.help, icon: 'info' }],
  },
  activate(ctx) {
    ctx.provide(ShellFrame, { Frame: DefaultShell });
    // A visitor's layout loads while the first page does (the kernel awaits that page before painting).
    if (!ctx.get(Viewer).info.signedIn) void VisitorLayout.preload();
    // `?`: every shortcut that works now, drawn from the list at the moment it is asked for; the dialog loads on first use.
    ctx.commands.add('hotkeys.help', async () => {
      const items = ctx.get(Hotkeys).list();
      const { showHotkeyHelp } = await import('./hotkeyHelp/HelpDialog');
      showHotkeyHelp(ctx.get(Overlays), items);
    });
  },
});
