import { Commands, Contributions, Hotkeys, defineExtension } from '@kite/sdk';
import { WindowHotkeys } from './service';
import { hotkeyMessages as m } from './messages';

/**
 * Keyboard shortcuts (spec 1 §5, §9): the `Hotkeys` service, which listens on the window and
 * runs the `hotkeys` contributions and the bindings of what is on screen (a note list's j / k);
 * `d` for dark mode, and g five times for safe mode (spec 1 §4), both commands of the kernel.
 */
export default defineExtension({
  id: 'hotkeys',
  provides: [Hotkeys],
  activate(ctx) {
    const commands = ctx.get(Commands);
    const hotkeys = new WindowHotkeys(
      () => ctx.get(Contributions).list('hotkeys'),
      () => void commands.run('safeMode.enable'),
      undefined,
      commands,
    );
    ctx.provide(Hotkeys, hotkeys);
    // No window when the route tables are checked in Node.
    if (typeof window !== 'undefined') ctx.onDispose(hotkeys.listen(window));
    ctx.hotkeys.add({ keys: ['d'], description: m.toggleDark, command: 'theme.toggleDark' });
  },
});
