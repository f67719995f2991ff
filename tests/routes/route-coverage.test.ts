import { describe, expect, it } from 'vitest';
import type { Declared, Extension, RedirectContribution, RouteContribution, RuntimeConfig } from '@kite/sdk';
import { declaredItems } from '../../kernel/extensions/declared';
import { builtinBundles } from '../../kernel/extensions/builtins';
import { specRedirects, specRoutes } from './spec-routes';

const SETTINGS = 'settings';

type Route = Declared<RouteContribution>;
const redirectsOf = new Map<string, Declared<RedirectContribution>[]>();
let navbarIds: string[] = [];

/**
 * The routes of every built-in extension, read from their manifests (`contributes`) without running
 * any of their code, by the extension that declares them. The settings extension serves each declared
 * settings page at `/settings/<path>`. A switched-off operator bundle drops the items that belong to it.
 */
function builtinRoutes(config: Pick<RuntimeConfig, 'bundles'> = { bundles: {} }): Map<string, Route[]> {
  const on = (bundle: string) => config.bundles[bundle] !== false;
  const declared = <K extends 'routes' | 'redirects' | 'navbar' | 'settingsPages'>(ext: Extension, point: K) =>
    declaredItems(ext.contributes, point, on);
  const routes = new Map<string, Route[]>();
  redirectsOf.clear();
  navbarIds = [];
  for (const [id, ext] of Object.entries(builtinBundles)) {
    expect(ext.id, 'a bundle id is its extension id').toBe(id);
    routes.set(id, [...declared(ext, 'routes')]);
    redirectsOf.set(id, [...declared(ext, 'redirects')]);
    navbarIds.push(...declared(ext, 'navbar').map((n) => n.id));
  }
  const settingsPages = Object.values(builtinBundles).flatMap((ext) => declared(ext, 'settingsPages'));
  routes.get(SETTINGS)?.push(...settingsPages.map((p) => ({ path: `/settings/${p.path}`, component: () => null, loginRequired: true })));
  return routes;
}

/** Who serves `path` to visitors and to signed-in people. */
function servers(all: Map<string, Route[]>, path: string) {
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
  it('serves every spec path, to visitors and signed-in people alike, by exactly one built-in extension', () => {
    const all = builtinRoutes();
    const problems: string[] = [];
    for (const { path } of specRoutes) {
      const by = servers(all, path);
      for (const who of ['visitor', 'signedIn'] as const) {
        if (by[who].length !== 1) problems.push(`${path} (${who}): served by [${by[who].join(', ')}]`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps each spec path's rules (login required, staff only, minimal shell)", () => {
    const all = builtinRoutes();
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

  it('contributes each spec redirect once, leading where the spec says', () => {
    builtinRoutes();
    const all = [...redirectsOf.values()].flat();
    for (const { from, to } of specRedirects) {
      const rules = all.filter((r) => r.from === from);
      expect(rules, from).toHaveLength(1);
      expect(rules[0]?.to({ username: 'alice', search: '?q=1' })).toBe(to);
    }
  });

  it('no two built-in extensions serve one path to the same people (spec or not)', () => {
    const all = builtinRoutes();
    const paths = new Set([...all.values()].flatMap((rs) => rs.map((r) => r.path)));
    const clashes = [...paths].flatMap((p) => {
      const by = servers(all, p);
      return by.visitor.length > 1 || by.signedIn.length > 1 ? [`${p}: ${[...new Set([...by.visitor, ...by.signedIn])].join(', ')}`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it('contributes each navbar entry once (one extension owns each id)', () => {
    builtinRoutes();
    expect(navbarIds.filter((id, i) => navbarIds.indexOf(id) !== i)).toEqual([]);
    expect(navbarIds).toEqual(expect.arrayContaining(['chat', 'settings', 'navbarSettings', 'notifications', 'lookup', 'explore']));
  });
});
