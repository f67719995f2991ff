import { describe, expect, it } from 'vitest';
import { createToken, defineExtension } from '@kite/sdk';
import type { ExtensionContext, ExtensionDefinition } from '@kite/sdk';
import { KernelServices } from '../di/services';
import { KernelContributionRegistry } from '../contributions/registry';
import { KernelCommands } from '../commands/service';
import { KernelExtensionHost } from './host';

const Service = createToken<{ hello(): string }>('Service');

function setup(defs: ExtensionDefinition[]) {
  const services = new KernelServices();
  const registry = new KernelContributionRegistry();
  const commands = new KernelCommands();
  const errors: string[] = [];
  const host = new KernelExtensionHost(services, registry, new Set(), (id) => errors.push(id), commands);
  const ready = host.activateAll(
    defs.map((def) => ({ def, source: 'builtin' as const })),
    () => true,
  );
  const state = (id: string) => host.list().find((s) => s.id === id);
  return { services, registry, commands, host, errors, ready, state };
}

describe('lazy activation', () => {
  it('registers the declared items of an idle extension at start-up without running its code', async () => {
    let ran = 0;
    const { registry, ready, state } = setup([
      defineExtension({
        id: 'pages',
        activationEvents: [],
        contributes: { routes: [{ path: '/x', component: { lazy: () => Promise.resolve({ default: () => null }) } }] },
        activate: () => void ran++,
      }),
    ]);
    await ready;
    expect(registry.list('routes').map((r) => r.path)).toEqual(['/x']);
    expect(ran).toBe(0);
    expect(state('pages')?.state).toBe('idle');
  });

  it('activates when one of its declared pages loads, before the page code, and only once', async () => {
    const events: string[] = [];
    const { registry, ready, state } = setup([
      defineExtension({
        id: 'pages',
        activationEvents: [],
        contributes: {
          routes: [
            {
              path: '/x',
              component: {
                lazy: () => {
                  events.push('page loaded');
                  return Promise.resolve({ default: () => null });
                },
              },
            },
          ],
        },
        activate: () => void events.push('activated'),
      }),
    ]);
    await ready;
    const route = registry.list('routes')[0];
    if (!route || typeof route.component !== 'object' || !('lazy' in route.component)) throw new Error('no lazy route');
    await route.component.lazy();
    await route.component.lazy();
    expect(events).toEqual(['activated', 'page loaded', 'page loaded']);
    expect(state('pages')).toMatchObject({ state: 'active', trigger: 'routes /x' });
    expect(state('pages')?.activatedAt).toEqual(expect.any(Number));
  });

  it('activates the provider when a token it provides is asked for', async () => {
    const { services, ready, state } = setup([
      defineExtension({
        id: 'provider',
        activationEvents: [],
        provides: [Service],
        activate: (ctx) => ctx.provide(Service, { hello: () => 'hi' }),
      }),
    ]);
    await ready;
    expect(state('provider')?.state).toBe('idle');
    expect(services.resolve(Service).hello()).toBe('hi');
    expect(state('provider')).toMatchObject({ state: 'active', trigger: 'token Service' });
  });

  it('activates an extension declaring onCommand when the command runs, and says it is available before', async () => {
    const { commands, ready, state } = setup([
      defineExtension({
        id: 'composer',
        activationEvents: ['onCommand:compose.open'],
        activate: (ctx) => void ctx.commands.add('compose.open', () => 'opened'),
      }),
    ]);
    await ready;
    expect(commands.has('compose.open')).toBe(true);
    expect(state('composer')?.state).toBe('idle');
    await expect(commands.run('compose.open')).resolves.toBe('opened');
    expect(state('composer')).toMatchObject({ state: 'active', trigger: 'command compose.open' });
  });

  it('activates on a declared event, and on a declared action before the action runs', async () => {
    const order: string[] = [];
    const { registry, host, ready, state } = setup([
      defineExtension({ id: 'late', activationEvents: ['onEvent:firstContent'], activate: () => void order.push('late') }),
      defineExtension({
        id: 'menu',
        activationEvents: [],
        contributes: { menuItems: [{ location: 'about', id: 'm', text: 'M', action: () => void order.push('action') }] },
        activate: () => void order.push('menu'),
      }),
    ]);
    await ready;
    expect(order).toEqual([]);
    host.fire('firstContent');
    expect(state('late')).toMatchObject({ state: 'active', trigger: 'event firstContent' });
    const item = registry.list('menuItems')[0];
    if (item?.location !== 'about') throw new Error('no item');
    await item.action({});
    expect(order).toEqual(['late', 'menu', 'action']);
  });

  it('activates what an extension requires first, and starts at start-up without activationEvents', async () => {
    const order: string[] = [];
    const { ready, state } = setup([
      defineExtension({ id: 'user', requires: [Service], activate: (ctx) => void order.push(`user:${ctx.get(Service).hello()}`) }),
      defineExtension({
        id: 'provider',
        activationEvents: [],
        provides: [Service],
        activate: (ctx) => {
          order.push('provider');
          ctx.provide(Service, { hello: () => 'hi' });
        },
      }),
    ]);
    await ready;
    expect(order).toEqual(['provider', 'user:hi']);
    expect(state('user')?.trigger).toBe('startup');
    expect(state('provider')?.trigger).toBe('token Service');
  });

  it("leaves an optional token's provider idle until the token is asked for", async () => {
    const user: { has: () => boolean } = { has: () => false };
    const { ready, state } = setup([
      defineExtension({
        id: 'user',
        optional: [Service],
        activate: (ctx) => void (user.has = () => ctx.has(Service)),
      }),
      defineExtension({
        id: 'provider',
        activationEvents: [],
        provides: [Service],
        activate: (ctx) => ctx.provide(Service, { hello: () => 'hi' }),
      }),
    ]);
    await ready;
    expect(state('user')?.state).toBe('active');
    expect(state('provider')?.state).toBe('idle');
    expect(user.has()).toBe(true);
    expect(state('provider')).toMatchObject({ state: 'active', trigger: 'token Service' });
  });

  it('removes the declared items of an extension whose activation throws, and reports it', async () => {
    const { registry, ready, state, errors } = setup([
      defineExtension({
        id: 'broken',
        activationEvents: [],
        contributes: { routes: [{ path: '/b', component: { lazy: () => Promise.resolve({ default: () => null }) } }] },
        activate: () => {
          throw new Error('boom');
        },
      }),
    ]);
    await ready;
    const route = registry.list('routes')[0];
    if (!route || typeof route.component !== 'object' || !('lazy' in route.component)) throw new Error('no lazy route');
    await route.component.lazy();
    expect(state('broken')).toMatchObject({ state: 'failed', error: 'boom' });
    expect(registry.list('routes')).toEqual([]);
    expect(errors).toEqual(['broken']);
  });
});

describe('lazy activate (a module loaded on first need)', () => {
  const lazyProvider = (events: string[]) =>
    defineExtension({
      id: 'provider',
      activationEvents: [],
      provides: [Service],
      contributes: { routes: [{ path: '/p', component: { lazy: () => Promise.resolve({ default: () => null }) } }] },
      activate: {
        lazy: () => {
          events.push('module');
          return Promise.resolve({ default: (ctx: ExtensionContext) => ctx.provide(Service, { hello: () => 'lazy' }) });
        },
      },
    });

  it('loads the module on first need, then provides; a token asked for synchronously meanwhile is absent', async () => {
    const events: string[] = [];
    const { services, host, ready, state } = setup([lazyProvider(events)]);
    await ready;
    expect(events).toEqual([]);
    expect(services.has(Service)).toBe(false);
    expect(state('provider')?.state).toBe('idle');
    await host.ensureActive('provider', 'test');
    expect(events).toEqual(['module']);
    expect(services.resolve(Service).hello()).toBe('lazy');
    expect(state('provider')).toMatchObject({ state: 'active', trigger: 'token Service' });
  });

  it('makes an extension that requires the token wait for the module', async () => {
    const events: string[] = [];
    const { ready, state } = setup([
      lazyProvider(events),
      defineExtension({ id: 'user', requires: [Service], activate: (ctx) => void events.push(`user:${ctx.get(Service).hello()}`) }),
    ]);
    await ready;
    await settle(state);
    expect(events).toEqual(['module', 'user:lazy']);
    expect(state('user')?.state).toBe('active');
  });

  it('renders a declared page only once the lazy activation has provided its services', async () => {
    const events: string[] = [];
    const { services, registry, ready } = setup([lazyProvider(events)]);
    await ready;
    const route = registry.list('routes')[0];
    if (!route || typeof route.component !== 'object' || !('lazy' in route.component)) throw new Error('no lazy route');
    await route.component.lazy();
    expect(services.resolve(Service).hello()).toBe('lazy');
  });

  it('preloads idle modules after the first content, so a later synchronous request is answered at once', async () => {
    const events: string[] = [];
    const { services, host, ready, state } = setup([lazyProvider(events)]);
    await ready;
    host.fire('firstContent');
    expect(state('provider')?.state).toBe('idle');
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['module']);
    expect(services.has(Service)).toBe(true);
    expect(state('provider')).toMatchObject({ state: 'active', trigger: 'token Service' });
  });

  it('marks the extension failed when its module does not load', async () => {
    const { host, ready, state, errors } = setup([
      defineExtension({ id: 'broken', activationEvents: [], activate: { lazy: () => Promise.reject(new Error('offline')) } }),
    ]);
    await ready;
    await host.ensureActive('broken', 'test');
    expect(state('broken')).toMatchObject({ state: 'failed', error: 'offline' });
    expect(errors).toEqual(['broken']);
  });
});

/** Waits for every pending activation of the setup (a few microtask turns). */
async function settle(state: (id: string) => { state: string } | undefined): Promise<void> {
  for (let i = 0; i < 10 && state('user')?.state !== 'active'; i++) await new Promise((r) => setTimeout(r, 0));
}
