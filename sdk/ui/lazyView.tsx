import { lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A view loaded on demand. Until its module has arrived it renders through `React.lazy`
 * (OverlayRoot suspends the entry); once `preload()` has resolved it renders the component
 * directly, so an open after the preload shows in the same commit (focus moves at once and
 * keys typed right after opening reach the view, not the page's hotkeys).
 */
export interface PreloadableView<P> {
  (props: P): ReactNode;
  preload(): Promise<ComponentType<P>>;
}

/** A `PreloadableView` over `load` (called once; again after a failure). */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableView<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        pending = null; // let a later open retry
        throw e;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  const View = (props: P) => {
    // Chosen once per mount: switching between the two element types later would remount the view and lose its state.
    const [C] = useState(() => loaded);
    return C ? <C {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(View, { preload });
}
