import { describe, expect, it } from 'vitest';
import { Config, Contributions, contributionPointIds } from '@kite/sdk';
import type {
  ContributionPointId,
  ContributionTypes,
  ExtensionContext,
  RedirectContribution,
  RouteContribution,
  RuntimeConfig,
} from '@kite/sdk';
import { KernelContributionRegistry } from '../../kernel/contributions/registry';
import { builtinBundles } from '../../kernel/extensions/builtins';
import { specRedirects, specRoutes } from './spec-routes';

const COMING_SOON = 'coming-soon';

/**
 * Stands in for any service: every property and call gives another stand-in, so an
 * extension's `activate` runs through without a kernel. Not thenable (an `await` on it
 * must not hang) and not iterable.
 */
function anything(): unknown {
  const target = function () {};
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => (key === 'then' || typeof key === 'symbol' ? undefined : proxy),
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

const redirectsOf = new Map<string, RedirectContribution[]>();
let navbarIds: string[] = [];

/**
 * Activates every built-in extension against one real contribution registry (so an extension
 * that routes other extensions' contributions, like settings does for `settingsPages`, sees
 * them) and returns the route contributions by the extension that made them. Services other
 * than the registry and the config are stand-ins.
 */
// Safe mode: with stand-in services the plugins extension would otherwise start its runtime (a lazy
// import that, under load, resolves after the test file ended: an unhandled teardown error).
async function builtinRoutes(
  config: RuntimeConfig = { bundles: {}, extensions: [], safeMode: true },
): Promise<Map<string, RouteContribution[]>> {
  const registry = new KernelContributionRegistry();
  for (const [id, ext] of Object.entries(builtinBundles)) {
    expect(ext.id, 'a bundle id is its extension id').toBe(id);
    const ctx = new Proxy({} as ExtensionContext, {
      get(_t, key) {
        if (key === 'id') return ext.id;
        if (key === 'get' || key === 'resolve') {
          return (token: { key: symbol }) => (token.key === Config.key ? config : token.key === Contributions.key ? registry : anything());
        }
        if (key === 'has') return () => false;
        if (key === 'provide' || key === 'onDispose') return () => {};
        if (key === 'commands') return { add: () => ({ dispose() {} }) };
        if (typeof key !== 'string' || !(contributionPointIds as readonly string[]).includes(key)) return undefined;
        const point = key as ContributionPointId;
        return { add: (item: ContributionTypes[typeof point]) => registry.add(point, ext.id, item) };
      },
    });
    await ext.activate(ctx);
  }
  const byOwner = <K extends 'routes' | 'redirects'>(point: K) => {
    const out = new Map<string, ContributionTypes[K][]>(Object.keys(builtinBundles).map((id) => [id, []]));
    for (const item of registry.list(point)) out.get(registry.ownerOf(point, item) ?? '')?.push(item);
    return out;
  };
  navbarIds = registry.list('navbar').map((n) => n.id);
  redirectsOf.clear();
  for (const [id, rs] of byOwner('redirects')) redirectsOf.set(id, rs);
  return byOwner('routes');
}

/** Who serves `path` to visitors and to signed-in people. */
function servers(all: Map<string, RouteContribution[]>, path: string) {
  const by = { visitor: [] as string[], signedIn: [] as string[] };
  for (const [id, routes] of all) {
    for (const r of routes.filter((x) => x.path === path)) {
      if (r.audience !== 'signedIn') by.visitor.push(id);
      if (r.audience !== 'visitor') by.signedIn.push(id);
    }
  }
  return by;
}

describe('route coverage (spec 1 §2.1)', () => {
  it('serves every spec path, to visitors and signed-in people alike, by exactly one built-in extension', async () => {
    const all = await builtinRoutes();
    const problems: string[] = [];
    for (const { path } of specRoutes) {
      const by = servers(all, path);
      for (const who of ['visitor', 'signedIn'] as const) {
        if (by[who].length !== 1) problems.push(`${path} (${who}): served by [${by[who].join(', ')}]`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a path is either built or listed as not built yet by coming-soon, never both', async () => {
    const all = await builtinRoutes();
    const listed = new Set((all.get(COMING_SOON) ?? []).map((r) => r.path));
    const built = new Set([...all].filter(([id]) => id !== COMING_SOON).flatMap(([, rs]) => rs.map((r) => r.path)));
    expect([...listed].filter((p) => built.has(p))).toEqual([]);
    // coming-soon lists spec paths only: a page outside the spec is an extension's own.
    const spec = new Set(specRoutes.map((r) => r.path));
    expect([...listed].filter((p) => !spec.has(p))).toEqual([]);
    expect(listed.size).toBeGreaterThan(0);
  });

  it("keeps each spec path's rules (login required, staff only, minimal shell)", async () => {
    const all = await builtinRoutes();
    const wrong: string[] = [];
    for (const spec of specRoutes) {
      for (const [id, routes] of all) {
        for (const r of routes.filter((x) => x.path === spec.path)) {
          const got = { loginRequired: Boolean(r.loginRequired), staffOnly: Boolean(r.staffOnly), minimalShell: Boolean(r.minimalShell) };
          if (
            JSON.stringify(got) !==
            JSON.stringify({ loginRequired: spec.loginRequired, staffOnly: spec.staffOnly, minimalShell: spec.minimalShell })
          ) {
            wrong.push(`${spec.path} by ${id}: ${JSON.stringify(got)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('contributes each spec redirect once, leading where the spec says', async () => {
    await builtinRoutes();
    const all = [...redirectsOf.values()].flat();
    for (const { from, to } of specRedirects) {
      const rules = all.filter((r) => r.from === from);
      expect(rules, from).toHaveLength(1);
      expect(rules[0]?.to({ username: 'alice', search: '?q=1' })).toBe(to);
    }
  });

  it('no two built-in extensions serve one path to the same people (spec or not)', async () => {
    const all = await builtinRoutes();
    const paths = new Set([...all.values()].flatMap((rs) => rs.map((r) => r.path)));
    const clashes = [...paths].flatMap((p) => {
      const by = servers(all, p);
      return by.visitor.length > 1 || by.signedIn.length > 1 ? [`${p}: ${[...new Set([...by.visitor, ...by.signedIn])].join(', ')}`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it('contributes each navbar entry once (one extension owns each id)', async () => {
    await builtinRoutes();
    expect(navbarIds.filter((id, i) => navbarIds.indexOf(id) !== i)).toEqual([]);
    expect(navbarIds).toEqual(expect.arrayContaining(['chat', 'settings', 'navbarSettings', 'notifications', 'lookup', 'explore']));
  });

  it('a not-built path whose bundle the operator switched off is not served at all', async () => {
    const on = await builtinRoutes();
    const off = await builtinRoutes({ bundles: { games: false, settings: false }, extensions: [], safeMode: true });
    const paths = (m: Map<string, RouteContribution[]>) => new Set((m.get(COMING_SOON) ?? []).map((r) => r.path));
    expect(paths(on).has('/games')).toBe(true);
    expect(paths(off).has('/games')).toBe(false);
    expect(paths(off).has('/clicker')).toBe(false);
    expect(paths(off).has('/play')).toBe(true);
  });
});
