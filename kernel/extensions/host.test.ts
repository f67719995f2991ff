import { describe, expect, it, vi } from 'vitest';
import { createToken, defineExtension } from '@kite/sdk';
import type { ExtensionDefinition } from '@kite/sdk';
import { KernelServices } from '../di/services';
import { KernelContributionRegistry } from '../contributions/registry';
import { KernelExtensionHost } from './host';
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
      defs.map((def) => ({ def, source: 'builtin' as const })),
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
