import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PartialKeys, VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import { afterFirstContent } from '../firstContent';

type Library = typeof import('./virtualizerLibrary');
type WindowVirtualizer = Virtualizer<Window, Element>;
type Options = VirtualizerOptions<Window, Element>;
/** What a list tells the virtualiser; where it scrolls is the window. */
type ListOptions = PartialKeys<Options, 'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'>;

let library: Library | null = null;
let loading: Promise<Library> | null = null;

/** The virtualiser's library (~10 KiB gz), fetched once; a failed fetch is tried again by the next list. */
function loadLibrary(): Promise<Library> {
  loading ??= import('./virtualizerLibrary').then(
    (m) => (library = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/**
 * A list's virtualiser against the window, or null while its library is not there yet. The
 * library is not in the first load: the first page of notes is drawn in the page's flow (a
 * page is a few dozen rows), the library is fetched once that first content is on screen, and
 * the list turns virtual then, starting from the sizes its rows had in the flow (`measureFlow`),
 * so nothing moves. Lists mounted later (going back, another page) are virtual from their first render.
 */
export function useWindowListVirtualizer(options: ListOptions, measureFlow: () => VirtualItem[]): WindowVirtualizer | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const resolve = (lib: Library, seed: VirtualItem[] | undefined): Options => ({
    ...options,
    initialOffset: options.initialOffset ?? (() => window.scrollY),
    initialMeasurementsCache: options.initialMeasurementsCache ?? seed,
    // Known from the first render: a virtualiser taking over mounted rows must not unmount them all (and lose the focus) for a frame.
    initialRect: options.initialRect ?? { width: window.innerWidth, height: window.innerHeight },
    getScrollElement: () => window,
    observeElementRect: lib.observeWindowRect,
    observeElementOffset: lib.observeWindowOffset,
    scrollToFn: lib.windowScroll,
    // A synchronous change renders at once, as the library's own hooks do.
    onChange: (instance, sync) => {
      if (sync) flushSync(rerender);
      else rerender();
      options.onChange?.(instance, sync);
    },
  });
  const [state, setState] = useState(() =>
    library ? { instance: new library.Virtualizer(resolve(library, undefined)), seed: undefined as VirtualItem[] | undefined } : null,
  );
  const start = useEffectEvent((lib: Library) => {
    const seed = measureFlow();
    setState({ instance: new lib.Virtualizer(resolve(lib, seed)), seed });
  });
  useEffect(() => {
    if (state) return;
    let live = true;
    void afterFirstContent()
      .then(loadLibrary)
      .then(
        (lib) => {
          if (live) start(lib);
        },
        // Offline: the list stays in the flow (every row mounted, "load more" by its button).
        () => {},
      );
    return () => {
      live = false;
    };
  }, [state]);
  const instance = state?.instance ?? null;
  if (state && library) instance?.setOptions(resolve(library, state.seed));
  // The library's adapter protocol: mount once, then update after every render.
  useLayoutEffect(() => instance?._didMount(), [instance]);
  useLayoutEffect(() => {
    instance?._willUpdate();
  });
  return instance;
}
