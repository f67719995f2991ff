import type { ReactElement } from 'react';
import { createRouter } from '@tanstack/react-router';
import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import type { KernelContributionRegistry } from '../contributions/registry';
import { buildRouteTree } from '../router/routeTree';

/**
 * Every path an extension contributes. Paths once added stay in the tree (TanStack cannot
 * drop the route it is showing); a path whose extension went away renders not-found.
 */
export function routePaths(registry: KernelContributionRegistry, previous: readonly string[] = []): string[] {
  const paths = new Set(previous);
  for (const r of registry.list('routes')) paths.add(r.path);
  return [...paths];
}

/** Every redirect's `from` path, kept like route paths (a redirect whose extension went away leads on to not-found). */
function redirectFroms(registry: KernelContributionRegistry, previous: readonly string[] = []): string[] {
  const froms = new Set(previous);
  for (const r of registry.list('redirects')) froms.add(r.from);
  return [...froms];
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
 * A TanStack router built from the route and redirect contributions (plus the catch-all);
 * it is rebuilt when an extension adds a path the tree does not have yet.
 * Pass `refresh` to `KiteNavigation`.
 */
export function createKiteRouter(opts: KiteRouterOptions): { router: AnyRouter; dispose: () => void; refresh: () => void } {
  let paths = routePaths(opts.registry);
  let froms = redirectFroms(opts.registry);
  const redirects = () => opts.registry.list('redirects');
  const tree = () => buildRouteTree({ paths, redirectFroms: froms, redirects, rootComponent: opts.rootComponent, username: opts.username });
  const router: AnyRouter = createRouter({
    routeTree: tree(),
    history: opts.history,
    parseSearch,
    stringifySearch,
    defaultPendingMinMs: 0,
  });
  const refresh = () => {
    scheduled = false;
    const next = routePaths(opts.registry, paths);
    const nextFroms = redirectFroms(opts.registry, froms);
    if (next.length === paths.length && nextFroms.length === froms.length) return;
    paths = next;
    froms = nextFroms;
    router.update({ ...router.options, routeTree: tree() });
    void router.invalidate();
  };
  // Extensions add routes one by one while they activate: one rebuild per burst, not per
  // route. A task, not a microtask: activation awaits each extension, and a microtask ran
  // between them (some 30 growing rebuilds, ~0.5 s on a phone). Navigation and boot call
  // `refresh` first, so a path added a moment ago is routable.
  let scheduled = false;
  const changed = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(refresh);
  };
  const offs = [opts.registry.subscribe('routes', changed), opts.registry.subscribe('redirects', changed)];
  const dispose = () => offs.forEach((off) => off());
  return { router, dispose, refresh };
}
