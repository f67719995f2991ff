import type { Disposable, HotkeyBinding, HotkeyHelp, HotkeyService } from '@kite/sdk';

/**
 * The Hotkeys service while its code loads (after the first content: no key matters before the
 * first screen is drawn). Bindings and suspensions made before it arrives are applied on arrival
 * unless disposed first; until then the `?` list is empty and keys do nothing.
 */
export function deferredHotkeys(load: Promise<HotkeyService>): HotkeyService {
  let real: HotkeyService | null = null;
  const early = new Set<(h: HotkeyService) => void>();
  void load.then((h) => {
    real = h;
    for (const apply of early) apply(h);
    early.clear();
  });
  /** Runs `make` on the real service now, or on arrival; its disposable works either way. */
  const whenReady = (make: (h: HotkeyService) => Disposable): Disposable => {
    if (real) return make(real);
    let made: Disposable | null = null;
    const apply = (h: HotkeyService) => void (made = make(h));
    early.add(apply);
    return {
      dispose: () => {
        early.delete(apply);
        made?.dispose();
      },
    };
  };
  return {
    suspend: () => whenReady((h) => h.suspend()),
    bind: (binding: HotkeyBinding) => whenReady((h) => h.bind(binding)),
    list: (): HotkeyHelp[] => real?.list() ?? [],
    ready: load.then(() => {}),
  };
}
