// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Api, Menus, Preferences } from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import { activateForTest, menusDouble, mockApi, preferencesDouble, provide } from '@kite/sdk/testing';
import shellBasics from './index';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function setup(ui: 'default' | 'deck') {
  const reload = vi.fn();
  vi.stubGlobal('location', { reload });
  const menus = menusDouble();
  const prefs = preferencesDouble({ ui });
  const api = mockApi({ 'clear-browser-cache': () => undefined });
  const { registered } = await activateForTest(shellBasics, {
    services: [provide(Menus, menus), provide(Preferences, prefs), provide(Api, api)],
  });
  const run = async (id: string) => {
    const action = registered.navbar.find((n) => n.id === id)?.action;
    if (!action) throw new Error(`no navbar action ${id}`);
    await action(null);
  };
  return { registered, menus, prefs, api, reload, run };
}

const options = (items: MenuItem[]) => items.flatMap((i) => (i.type === 'radioOption' ? [[i.text, i.active] as const] : []));

describe('shell-basics extension', () => {
  it('offers switching the UI, reloading and clearing the cache in the navbar, in that order', async () => {
    const { registered } = await setup('default');
    expect(registered.navbar.map((n) => n.id)).toEqual(['ui', 'reload', 'clearCache']);
  });

  it('Switch UI shows the current layout and, on a pick, stores it and reloads (the layout is chosen at start-up)', async () => {
    const { menus, prefs, reload, run } = await setup('default');
    await run('ui');
    expect(options(menus.lastItems)).toEqual([
      ['Default', true],
      ['Deck', false],
    ]);
    const deck = menus.lastItems.find((i) => i.type === 'radioOption' && i.text === 'Deck');
    if (deck?.type === 'radioOption') deck.action();
    expect(prefs.get('ui')).toBe('deck');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Clear cache removes the cached server data, asks the server to clear its browser cache, then reloads', async () => {
    const { api, reload, run } = await setup('deck');
    localStorage.setItem('kite:meta:https://kite.example', '{}');
    localStorage.setItem('kite:locale:ja-JP', '{}');
    localStorage.setItem('kite:preferences', '{}');
    await run('clearCache');
    expect(localStorage.getItem('kite:meta:https://kite.example')).toBeNull();
    expect(localStorage.getItem('kite:locale:ja-JP')).toBeNull();
    expect(localStorage.getItem('kite:preferences')).toBe('{}');
    expect(api.endpoints()).toEqual(['clear-browser-cache']);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
