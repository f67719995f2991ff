import { describe, expect, it } from 'vitest';
import { defineExtension } from '../extension';
import type { ExtensionContext } from '../extension';
import { Contributions as ContributionsToken, Navigation, Viewer } from '../services';
import { Api } from '../api';
import { createToken } from '../tokens';
import { activateForTest } from './activate';
import { mockApi } from './api';
import { navigationDouble } from './navigation';
import { noteFixture } from './fixtures/notes';
import { provide } from './services';
import { viewerInfo } from './viewer';

const page = () => null;
const Counter = createToken<{ count(): number }>('Counter');

describe('activateForTest', () => {
  it('binds the context as the last argument of declared functions, at its own position', async () => {
    const got: unknown[][] = [];
    const ext = defineExtension({
      id: 'bound',
      contributes: {
        menuItems: [
          {
            location: 'note',
            id: 'open',
            text: 'Open',
            show: ({ note }, who, ctx) => note.id === 'n' && !who.signedIn && ctx.has(Navigation),
            action: ({ note }, ctx) => ctx.get(Navigation).push(`/notes/${note.id}`),
          },
        ],
        navbar: [{ id: 'x', title: 'X', icon: 'info', action: (anchor, ctx) => void got.push([anchor, ctx.id]) }],
        hotkeys: [{ keys: ['s'], description: 'Search', action: (ctx) => ctx.get(Navigation).push('/search') }],
      },
    });
    const nav = navigationDouble();
    const { registered } = await activateForTest(ext, { services: [provide(Navigation, nav)] });
    const [item] = registered.menuItems;
    const note = noteFixture({ id: 'n' });
    expect(item?.location === 'note' && item.show?.({ note }, viewerInfo())).toBe(true);
    if (item?.location === 'note') await item.action({ note });
    // A caller that leaves the anchor out still gives the context its own place.
    const [entry] = registered.navbar;
    Reflect.apply(entry.action!, undefined, []);
    await registered.hotkeys[0].action!();
    expect(nav.pushed).toEqual(['/notes/n', '/search']);
    expect(got).toEqual([[undefined, 'bound']]);
  });

  it('registers declared items before activate runs, in order, leaving out a bundle switched off', async () => {
    const seenByActivate: string[] = [];
    const ext = defineExtension({
      id: 'pages',
      contributes: {
        routes: [
          { path: '/a', component: page },
          { path: '/b', component: page, bundle: 'off' },
          { path: '/c', component: page, bundle: 'on' },
        ],
      },
      activate(ctx: ExtensionContext) {
        seenByActivate.push(...registeredPaths(ctx));
        ctx.routes.add({ path: '/d', component: page });
      },
    });
    const { registered } = await activateForTest(ext, { bundles: { off: false, on: true } });
    expect(seenByActivate).toEqual(['/a', '/c']);
    expect(registered.routes.map((r) => r.path)).toEqual(['/a', '/c', '/d']);
  });

  it('hands out its services and commands, and takes everything away on dispose', async () => {
    let deactivated = 0;
    const ext = defineExtension({
      id: 'counter',
      requires: [Api],
      provides: [Counter],
      activate(ctx) {
        let n = 0;
        ctx.provide(Counter, { count: () => n });
        ctx.commands.add('counter.bump', () => ++n);
        ctx.navbar.add({ id: 'counter', title: 'Counter', icon: 'info', show: (who) => who.signedIn });
      },
      deactivate: () => void deactivated++,
    });
    const active = await activateForTest(ext, { services: [provide(Api, mockApi())] });
    expect(active.commands.ids()).toEqual(['counter.bump']);
    await active.commands.run('counter.bump');
    expect(active.provided.resolve(Counter).count()).toBe(1);
    expect(() => active.provided.resolve(Viewer)).toThrow(`did not provide "${Viewer.name}"`);
    active.dispose();
    expect(deactivated).toBe(1);
    expect(active.registered.navbar).toEqual([]);
    expect(active.commands.ids()).toEqual([]);
    expect(active.provided.has(Counter)).toBe(false);
  });

  it('refuses as the host does: a required token missing, a provided token not declared or not provided', async () => {
    await expect(activateForTest(defineExtension({ id: 'needy', requires: [Api] }))).rejects.toThrow(`"needy" requires "${Api.name}"`);
    await expect(activateForTest(defineExtension({ id: 'lazy', provides: [Counter] }))).rejects.toThrow(
      'declared but did not provide: Counter',
    );
    const sneaky = defineExtension({ id: 'sneaky', activate: (ctx) => ctx.provide(Counter, { count: () => 0 }) });
    await expect(activateForTest(sneaky)).rejects.toThrow('provided "Counter" without listing it in provides');
  });
});

function registeredPaths(ctx: ExtensionContext): string[] {
  return ctx
    .get(ContributionsToken)
    .list('routes')
    .map((r) => r.path);
}
