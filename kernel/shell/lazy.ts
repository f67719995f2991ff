import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { LazyComponent } from '@kite/sdk';

const cache = new WeakMap<object, ComponentType<never>>();

/** A component for a contribution's `component` field; loaders become React.lazy once. */
export function resolveLazy<P>(c: LazyComponent<P>): ComponentType<P> {
  if (typeof c === 'function') return c;
  let hit = cache.get(c);
  if (!hit) {
    hit = lazy(c.lazy) as unknown as ComponentType<never>;
    cache.set(c, hit);
  }
  return hit as unknown as ComponentType<P>;
}
