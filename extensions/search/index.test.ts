import { describe, expect, it } from 'vitest';
import { Api, Navigation } from '@kite/sdk';
import { activateForTest, mockApi, navigationDouble, provide } from '@kite/sdk/testing';
import search from './index';

describe('search extension', () => {
  it('serves /search to everyone and links it from the navbar', async () => {
    const { registered } = await activateForTest(search, { services: [provide(Api, mockApi())] });
    expect(registered.routes.map((r) => [r.path, r.loginRequired ?? false, r.staffOnly ?? false])).toEqual([['/search', false, false]]);
    expect(registered.navbar.map((n) => [n.id, n.to])).toEqual([['search', '/search']]);
  });

  it('`s` opens search (spec 1 §9)', async () => {
    const nav = navigationDouble('/notes/1');
    const { registered } = await activateForTest(search, { services: [provide(Api, mockApi()), provide(Navigation, nav)] });
    const hotkey = registered.hotkeys.find((h) => h.keys.includes('s'));
    await hotkey?.action?.();
    expect(nav.current).toBe('/search');
    expect(nav.pushed).toEqual(['/search']);
  });

  it('cannot start without the API it searches with', async () => {
    await expect(activateForTest(search)).rejects.toThrow('requires');
  });
});
