import type { ReactElement } from 'react';
import { createRouter } from '@tanstack/react-router';
import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import type { KernelContributionRegistry } from '../contributions/registry';
import { buildRouteTree } from '../router/routeTree';
import { routeTable } from '../router/routeTable';
import type { RouteTableEntry } from '../router/routeTable';

/**
 * Spec routes plus routes only extensions declare (third-party pages). Paths once added
 * stay in the tree (TanStack cannot drop the route it is showing); a path whose extension
 * went away renders not-found.
 */
export function routeEntries(registry: KernelContributionRegistry, previous: readonly RouteTableEntry[] = routeTable): RouteTableEntry[] {
  const known = new Set(previous.map((e) => e.path));
  const extra = registry
    .list('routes')
    .filter((r) => !known.has(r.path))
    .map((r) => ({ path: r.path, bundle: registry.ownerOf('routes', r) ?? 'unknown', extra: true }));
  return [...previous, ...extra];
}

/** Query strings stay plain strings (TanStack's default would JSON-parse `?q=1`). */
const parseSearch = (s: string) => Object.fromEntries(new URLSearchParams(s));
const stringifySearch = (o: Record<string, unknown>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null) q.set(k, String(v));
  const str = q.toString();
  return str ? `?${str}` : '';
};

export interface KiteRouterOptions {
  registry: KernelContributionRegistry;
  history: RouterHistory;
  rootComponent: () => ReactElement;
  username: () => string | null;
}

/**
 * A TanStack router built from the route table and the route contributions; it is
 * rebuilt when an extension adds or removes a path the table does not know.
 */
export function createKiteRouter(opts: KiteRouterOptions): { router: AnyRouter; dispose: () => void } {
  let entries = routeEntries(opts.registry);
  const tree = () => buildRouteTree({ entries, rootComponent: opts.rootComponent, username: opts.username });
  const router: AnyRouter = createRouter({
    routeTree: tree(),
    history: opts.history,
    parseSearch,
    stringifySearch,
    defaultPendingMinMs: 0,
  });
  const key = (es: RouteTableEntry[]) => es.map((e) => e.path).join('\n');
  const dispose = opts.registry.subscribe('routes', () => {
    const next = routeEntries(opts.registry, entries);
    if (key(next) === key(entries)) return;
    entries = next;
    router.update({ ...router.options, routeTree: tree() });
    void router.invalidate();
  });
  return { router, dispose };
}
