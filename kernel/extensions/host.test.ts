import { describe, expect, it, vi } from 'vitest';
import { SDK_VERSION, createToken, defineExtension } from '@kite/sdk';
import type { ExtensionDefinition } from '@kite/sdk';
import { KernelServices } from '../di/services';
import { KernelContributionRegistry } from '../contributions/registry';
import { KernelExtensionHost } from './host';
import { engineRefusal } from './engines';
import { parseRuntimeConfig, isBundleEnabled } from '../config/runtimeConfig';

const A = createToken<{ name: string }>('A');
const B = createToken<{ name: string }>('B');
const Kernel = createToken<string>('KernelThing');

function setup() {
  const services = new KernelServices();
  services.provide(Kernel, 'kernel');
  const registry = new KernelContributionRegistry();
  const errors: { id: string; error: unknown }[] = [];
  const host = new KernelExtensionHost(services, registry, new Set([Kernel.key]), (id, error) => errors.push({ id, error }));
  const activate = (defs: ExtensionDefinition[], enabled: (id: string) => boolean = () => true) =>
    host.activateAll(
      defs.map((def) => ({ def, source: 'builtin' as const, refusal: engineRefusal(def) })),
      enabled,
    );
  return { services, registry, host, errors, activate };
}

const page = () => null;

describe('extension host', () => {
  it('activates providers before the extensions that require them, whatever the list order', async () => {
    const { activate, host } = setup();
    const order: string[] = [];
    await activate([
      defineExtension({ id: 'c', requires: [B], activate: (ctx) => void order.push(`c:${ctx.get(B).name}`) }),
      defineExtension({
        id: 'b',
        requires: [A],
        provides: [B],
        activate: (ctx) => {
          order.push('b');
          ctx.provide(B, { name: `b-after-${ctx.get(A).name}` });
        },
      }),
      defineExtension({
        id: 'a',
        provides: [A],
        activate: (ctx) => {
          order.push('a');
          ctx.provide(A, { name: 'a' });
        },
      }),
    ]);
    expect(order).toEqual(['a', 'b', 'c:b-after-a']);
    expect(host.list().map((s) => [s.id, s.state])).toEqual(
      expect.arrayContaining([
        ['a', 'active'],
        ['b', 'active'],
        ['c', 'active'],
      ]),
    );
  });

  it('rejects an extension whose requirement nobody provides, naming the token, and starts the rest', async () => {
    const { activate, host, errors } = setup();
    const activated = vi.fn();
    await activate([
      defineExtension({ id: 'needy', requires: [A], activate: activated }),
      defineExtension({ id: 'fine', activate: () => {} }),
    ]);
    expect(activated).not.toHaveBeenCalled();
    const needy = host.list().find((s) => s.id === 'needy');
    expect(needy?.state).toBe('failed');
    expect(needy?.error).toContain('requires missing token "A"');
    expect(errors[0]?.id).toBe('needy');
    expect(host.list().find((s) => s.id === 'fine')?.state).toBe('active');
  });

  it('reports a dependency cycle with the extensions in it', async () => {
    const { activate, host } = setup();
    await activate([
      defineExtension({ id: 'x', requires: [B], provides: [A], activate: (ctx) => ctx.provide(A, { name: 'x' }) }),
      defineExtension({ id: 'y', requires: [A], provides: [B], activate: (ctx) => ctx.provide(B, { name: 'y' }) }),
    ]);
    const x = host.list().find((s) => s.id === 'x');
    expect(x?.state).toBe('failed');
    expect(x?.error).toMatch(/dependency cycle: (x → y → x|y → x → y)/);
    expect(host.list().find((s) => s.id === 'y')?.state).toBe('failed');
  });

  it('isolates an extension that throws in activate: its registrations are undone, others start', async () => {
    const { activate, host, registry, errors } = setup();
    await activate([
      defineExtension({
        id: 'broken',
        activate: (ctx) => {
          ctx.routes.add({ path: '/broken', component: page });
          throw new Error('boom');
        },
      }),
      defineExtension({ id: 'ok', activate: (ctx) => void ctx.routes.add({ path: '/ok', component: page }) }),
    ]);
    expect(registry.list('routes').map((r) => r.path)).toEqual(['/ok']);
    expect(host.list().find((s) => s.id === 'broken')).toMatchObject({ state: 'failed', error: 'boom' });
    expect(errors.map((e) => e.id)).toEqual(['broken']);
  });

  it('fails dependents of a failed provider with a message naming it', async () => {
    const { activate, host } = setup();
    await activate([
      defineExtension({
        id: 'p',
        provides: [A],
        activate: () => {
          throw new Error('provider broke');
        },
      }),
      defineExtension({ id: 'd', requires: [A], activate: (ctx) => void ctx.get(A) }),
    ]);
    expect(host.list().find((s) => s.id === 'd')?.state).toBe('failed');
    expect(host.list().find((s) => s.id === 'd')?.error).toContain('"A"');
  });

  it('disposes everything an extension registered when it deactivates, and withdraws its services', async () => {
    const { activate, host, registry, services } = setup();
    const cleanup = vi.fn();
    const deactivate = vi.fn();
    await activate([
      defineExtension({
        id: 'feature',
        provides: [A],
        deactivate,
        activate: (ctx) => {
          ctx.provide(A, { name: 'feature' });
          ctx.routes.add({ path: '/feature', component: page });
          ctx.navbar.add({ id: 'feature', title: 'Feature', icon: 'star', to: '/feature' });
          ctx.hotkeys.add({ keys: ['f'], description: 'feature', action: () => {} });
          ctx.onDispose(cleanup);
        },
      }),
    ]);
    expect(registry.list('routes')).toHaveLength(1);
    expect(services.has(A)).toBe(true);
    const seen = vi.fn();
    registry.subscribe('navbar', seen);
    host.deactivate('feature');
    expect(registry.list('routes')).toHaveLength(0);
    expect(registry.list('navbar')).toHaveLength(0);
    expect(registry.list('hotkeys')).toHaveLength(0);
    expect(seen).toHaveBeenCalled();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(deactivate).toHaveBeenCalledOnce();
    expect(services.has(A)).toBe(false);
    expect(host.list().find((s) => s.id === 'feature')?.state).toBe('inactive');
  });

  it('refuses tokens an extension did not declare', async () => {
    const { activate, host } = setup();
    await activate([defineExtension({ id: 'sneaky', activate: (ctx) => void ctx.get(A) })]);
    expect(host.list()[0]?.error).toContain('without listing it in requires');
    await activate([defineExtension({ id: 'liar', activate: (ctx) => ctx.provide(B, { name: 'x' }) })]);
    expect(host.list().find((s) => s.id === 'liar')?.error).toContain('without listing it in provides');
  });

  it('lets every extension use kernel tokens without declaring them', async () => {
    const { activate } = setup();
    let got = '';
    await activate([defineExtension({ id: 'k', activate: (ctx) => void (got = ctx.get(Kernel)) })]);
    expect(got).toBe('kernel');
  });

  it('skips bundles switched off in kite.config.json and marks them disabled', async () => {
    const { activate, host, registry } = setup();
    const config = parseRuntimeConfig({ bundles: { games: false, about: true }, extensions: ['https://ext.example/a.js', 42] });
    expect(config.extensions).toEqual(['https://ext.example/a.js']);
    await activate(
      [
        defineExtension({ id: 'games', activate: (ctx) => void ctx.routes.add({ path: '/games', component: page }) }),
        defineExtension({ id: 'about', activate: (ctx) => void ctx.routes.add({ path: '/about-kite', component: page }) }),
      ],
      (id) => isBundleEnabled(config, id),
    );
    expect(registry.list('routes').map((r) => r.path)).toEqual(['/about-kite']);
    expect(host.list().find((s) => s.id === 'games')?.state).toBe('disabled');
  });

  it('reports a duplicate extension id', async () => {
    const { activate, host, errors } = setup();
    const second = vi.fn();
    await activate([defineExtension({ id: 'dup', activate: () => {} }), defineExtension({ id: 'dup', activate: second })]);
    expect(second).not.toHaveBeenCalled();
    expect(host.list().filter((s) => s.id === 'dup')).toEqual([expect.objectContaining({ state: 'active' })]);
    expect(String(errors[0]?.error)).toContain('duplicate extension id "dup"');
  });
});

describe('declared contributions (`contributes`)', () => {
  it('registers every declared item in order before activate runs, and removes them on deactivate', async () => {
    const { activate, host, registry } = setup();
    let seenByActivate: string[] = [];
    await activate([
      defineExtension({
        id: 'declares',
        contributes: {
          routes: [
            { path: '/one', component: page },
            { path: '/two', component: page },
          ],
          navbar: [{ id: 'one', title: 'One', icon: 'star', to: '/one' }],
          hotkeys: [{ keys: ['o'], description: 'one', action: () => {} }],
        },
        activate: (ctx) => {
          seenByActivate = registry.list('routes').map((r) => r.path);
          ctx.routes.add({ path: '/dynamic', component: page });
        },
      }),
    ]);
    expect(seenByActivate).toEqual(['/one', '/two']);
    expect(registry.list('routes').map((r) => r.path)).toEqual(['/one', '/two', '/dynamic']);
    expect(registry.list('navbar').map((n) => n.id)).toEqual(['one']);
    expect(registry.list('hotkeys')).toHaveLength(1);
    expect(host.list().find((s) => s.id === 'declares')?.state).toBe('active');
    host.deactivate('declares');
    expect(registry.list('routes')).toEqual([]);
    expect(registry.list('navbar')).toEqual([]);
    expect(registry.list('hotkeys')).toEqual([]);
  });

  it('registers the items of an extension without activate, and drops them when activate throws', async () => {
    const { activate, host, registry } = setup();
    await activate([
      defineExtension({ id: 'manifest-only', contributes: { routes: [{ path: '/only', component: page }] } }),
      defineExtension({
        id: 'throws',
        contributes: { routes: [{ path: '/thrown', component: page }] },
        activate: () => {
          throw new Error('boom');
        },
      }),
    ]);
    expect(registry.list('routes').map((r) => r.path)).toEqual(['/only']);
    expect(host.list().find((s) => s.id === 'manifest-only')?.state).toBe('active');
    expect(host.list().find((s) => s.id === 'throws')?.state).toBe('failed');
  });

  it('passes the extension context at its own position, even when the caller leaves optional arguments out', async () => {
    const { activate, registry } = setup();
    const calls: unknown[][] = [];
    await activate([
      defineExtension({
        id: 'menus',
        contributes: {
          menuItems: [
            {
              location: 'note',
              id: 'menus.mark',
              text: 'Mark',
              show: (target, who, ctx) => {
                calls.push(['show', target, who, ctx.id, ctx.get(Kernel)]);
                return true;
              },
              action: (target, ctx) => void calls.push(['action', target, ctx.id]),
            },
          ],
          navbar: [{ id: 'n', title: 'N', icon: 'star', action: (anchor, ctx) => void calls.push(['navbar', anchor, ctx.id]) }],
          hotkeys: [{ keys: ['h'], description: 'h', action: (ctx) => void calls.push(['hotkey', ctx.id]) }],
        },
      }),
    ]);
    const target = { note: { id: 'n1' } };
    const [item] = registry.list('menuItems');
    const [entry] = registry.list('navbar');
    const [hotkey] = registry.list('hotkeys');
    // A caller that omits `who` (a menu drawn without a viewer) or the anchor: the context still comes last.
    expect(Reflect.apply(item?.show ?? (() => false), undefined, [target])).toBe(true);
    await Reflect.apply(item?.action ?? (() => {}), undefined, [target, 'an extra argument the item does not take']);
    await Reflect.apply(entry?.action ?? (() => {}), undefined, []);
    await hotkey?.action?.();
    expect(calls).toEqual([
      ['show', target, undefined, 'menus', 'kernel'],
      ['action', target, 'menus'],
      ['navbar', undefined, 'menus'],
      ['hotkey', 'menus'],
    ]);
  });

  it('does not register items of a bundle the operator switched off, and registers the rest', async () => {
    const { activate, host, registry } = setup();
    await activate(
      [
        defineExtension({
          id: 'placeholders',
          contributes: {
            routes: [
              { path: '/games', component: page, bundle: 'games' },
              { path: '/about-kite', component: page, bundle: 'about' },
              { path: '/always', component: page },
            ],
            navbar: [
              { id: 'games', title: 'Games', icon: 'star', to: '/games', bundle: 'games' },
              { id: 'about', title: 'About', icon: 'star', to: '/about-kite', bundle: 'about' },
            ],
          },
        }),
      ],
      (id) => id !== 'games',
    );
    expect(host.list().find((s) => s.id === 'placeholders')?.state).toBe('active');
    expect(registry.list('routes').map((r) => r.path)).toEqual(['/about-kite', '/always']);
    expect(registry.list('navbar').map((n) => n.id)).toEqual(['about']);
  });
});

describe('engines.kite', () => {
  it('refuses an extension whose sdk range this Kite does not meet, naming both versions, and never activates it', async () => {
    const { activate, host, registry, errors } = setup();
    const activated = vi.fn();
    await activate([
      defineExtension({
        id: 'from-the-future',
        engines: { kite: '^2' },
        contributes: { routes: [{ path: '/future', component: page }] },
        activate: activated,
      }),
      defineExtension({ id: 'current', engines: { kite: '^1' }, contributes: { routes: [{ path: '/now', component: page }] } }),
    ]);
    expect(activated).not.toHaveBeenCalled();
    expect(registry.list('routes').map((r) => r.path)).toEqual(['/now']);
    const refused = host.list().find((s) => s.id === 'from-the-future');
    expect(refused).toMatchObject({
      state: 'failed',
      error: `extension "from-the-future" needs Kite sdk ^2, but this Kite has sdk ${SDK_VERSION}`,
    });
    expect(errors.map((e) => e.id)).toEqual(['from-the-future']);
    expect(host.list().find((s) => s.id === 'current')?.state).toBe('active');
  });

  it('refuses an extension whose sdk range cannot be read, quoting it', async () => {
    const { activate, host } = setup();
    const activated = vi.fn();
    await activate([defineExtension({ id: 'typo', engines: { kite: '^1 || latest' }, activate: activated })]);
    expect(activated).not.toHaveBeenCalled();
    const refused = host.list().find((s) => s.id === 'typo');
    expect(refused?.state).toBe('failed');
    expect(refused?.error).toContain('"^1 || latest"');
    expect(refused?.error).toContain(`sdk ${SDK_VERSION}`);
  });
});
