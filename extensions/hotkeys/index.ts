import { Commands, Contributions, Hotkeys, afterFirstContent, defineExtension, startLoaded } from '@kite/sdk';
import { deferredHotkeys } from './deferred';
import { hotkeyMessages as m } from './messages';

/**
 * Keyboard shortcuts (spec 1 §5, §9): the `Hotkeys` service, which listens on the window and
 * runs the `hotkeys` contributions and the bindings of what is on screen (a note list's j / k);
 * `d` for dark mode, and g five times for safe mode (spec 1 §4), both commands of the kernel;
 * `g` and a letter goes to a navbar place (goTo.ts). Its code loads after the first content.
 */
export default defineExtension({
  id: 'hotkeys',
  provides: [Hotkeys],
  contributes: {
    hotkeys: [{ keys: ['d'], description: m.toggleDark, command: 'theme.toggleDark' }],
  },
  activate(ctx) {
    const commands = ctx.get(Commands);
    const load = afterFirstContent()
      .then(() => Promise.all([import('./service'), import('./goTo')]))
      .then(([{ WindowHotkeys }, { goToContext, goToHotkeys }]) => {
        const goTo = goToContext(ctx);
        return new WindowHotkeys(
          () => [...ctx.get(Contributions).list('hotkeys'), ...goToHotkeys(goTo)],
          { run: () => void commands.run('safeMode.enable'), description: m.safeMode },
          undefined,
          commands,
        );
      });
    ctx.provide(Hotkeys, deferredHotkeys(load));
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
