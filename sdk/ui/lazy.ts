import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import type { LazyComponent } from '../contributions';

interface Entry {
  View: ComponentType<never>;
  load(): Promise<unknown>;
}
const cache = new WeakMap<object, Entry>();

function entryFor<P>(c: Exclude<LazyComponent<P>, ComponentType<P>>): Entry {
  let hit = cache.get(c);
  if (!hit) {
    let loaded: ComponentType<P> | null = null;
    let pending: Promise<{ default: ComponentType<P> }> | null = null;
    const load = () => (pending ??= c.lazy().then((m) => ((loaded = m.default), m)));
    const Lazy = lazy(load);
    // A module that has arrived (preloaded) renders directly: React.lazy would suspend once more even then, show the
    // fallback and hold the reveal for its 300 ms throttle. The choice is made once per mount, so a view never remounts.
    const View = (props: P & object) => {
      const [C] = useState(() => loaded);
      return createElement((C ?? Lazy) as ComponentType<P & object>, props);
    };
    hit = { View: View as unknown as ComponentType<never>, load };
    cache.set(c, hit);
  }
  return hit;
}

/** A component for a contribution's `component` field; loaders become React.lazy once. */
export function resolveLazy<P>(c: LazyComponent<P>): ComponentType<P> {
  if (typeof c === 'function') return c;
  return entryFor(c).View as unknown as ComponentType<P>;
}

/** Starts downloading a contribution's component; what `resolveLazy` then renders shows without suspending. */
export function preloadLazy<P>(c: LazyComponent<P>): Promise<unknown> {
  return typeof c === 'function' ? Promise.resolve() : entryFor(c).load();
}

/**
 * Renders a contribution's `component` with `props`. The component comes from `resolveLazy`'s cache (one per
 * contribution), so it keeps its identity — and the view its state — across renders; prefer this to calling
 * `resolveLazy` in a render function and using the result as a JSX tag.
 */
export function LazyView<P extends object>(props: { component: LazyComponent<P>; props: P }) {
  return createElement(resolveLazy(props.component), props.props);
}
