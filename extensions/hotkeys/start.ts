import { Commands, Contributions, Preferences } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { goToContext, goToHotkeys } from './goTo';
import { applyKeymap, isKeymap } from './keymap';
import { WindowHotkeys, serviceMessages } from './service';

/**
 * The Hotkeys service, built once its code has loaded after the first content (kept out of
 * index.ts so the first load carries none of it): the contributed keys with the person's own
 * (`hotkeys.keymap`, read at each key press so a change applies at once), the `g` sequences,
 * and g five times for safe mode.
 */
export function createHotkeys(ctx: Pick<ExtensionContext, 'get'>): WindowHotkeys {
  const commands = ctx.get(Commands);
  const goTo = goToContext(ctx);
  const keymap = ctx.get(Preferences).define('hotkeys', { keymap: {} });
  const mine = () => {
    const map = keymap.get('keymap');
    return isKeymap(map) ? map : {};
  };
  return new WindowHotkeys(
    () => [...applyKeymap(ctx.get(Contributions).list('hotkeys'), mine()), ...goToHotkeys(goTo)],
    { run: () => void commands.run('safeMode.enable'), description: serviceMessages.safeMode },
    undefined,
    commands,
  );
}
