import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { Api, Menus, MyClips, Toasts, Viewer } from '@kite/sdk';
import {
  activateForTest,
  meFixture,
  menusDouble,
  mockApi,
  noteFixture,
  provide,
  toastsDouble,
  userLiteFixture,
  viewerDouble,
  viewerInfo,
} from '@kite/sdk/testing';
import clips from './index';

const owner = userLiteFixture();
const clip = (id: string, name: string): entities.Clip => ({
  id,
  createdAt: new Date(0).toISOString(),
  lastClippedAt: null,
  userId: owner.id,
  user: owner,
  name,
  description: null,
  isPublic: false,
  favoritedCount: 0,
});

async function setup() {
  const api = mockApi({ 'clips/list': () => [clip('c1', 'Work')], 'clips/add-note': () => undefined });
  const viewer = viewerDouble({ me: meFixture({ id: 'ann' }) });
  const menus = menusDouble();
  const toasts = toastsDouble();
  const ext = await activateForTest(clips, {
    services: [provide(Api, api), provide(Viewer, viewer), provide(Menus, menus), provide(Toasts, toasts)],
  });
  return { ext, api, viewer, menus, toasts };
}

describe('clips extension', () => {
  it('declares its pages with the login rules of spec 3 §2, and navbar entries for signed-in people only', async () => {
    const { ext } = await setup();
    expect(ext.registered.routes.map((r) => [r.path, r.loginRequired ?? false])).toEqual([
      ['/my/clips', true],
      ['/clips/:clipId', false],
      ['/my/favorites', true],
    ]);
    const navbar = ext.registered.navbar;
    expect(navbar.map((n) => [n.id, n.to])).toEqual([
      ['clips', '/my/clips'],
      ['favorites', '/my/favorites'],
    ]);
    expect(navbar.map((n) => n.show?.(viewerInfo()))).toEqual([false, false]);
    expect(navbar.map((n) => n.show?.(viewerInfo({ me: meFixture() })))).toEqual([true, true]);
  });

  it('provides the own clips, loaded once per account (spec 3 §9 cache)', async () => {
    const { ext, api, viewer } = await setup();
    const mine = ext.provided.resolve(MyClips);
    expect((await mine.get()).map((c) => c.name)).toEqual(['Work']);
    await mine.get();
    expect(api.paramsOf('clips/list')).toEqual([{ limit: 30 }]);
    viewer.setInfo({ me: meFixture({ id: 'bob' }) });
    await mine.get();
    expect(api.paramsOf('clips/list')).toHaveLength(2);
  });

  it('the note menu’s Clip lists the own clips after "Create clip"; picking one clips the note', async () => {
    const { ext, api, menus, toasts } = await setup();
    const item = ext.registered.menuItems.find((i) => i.id === 'clip');
    expect(item?.location).toBe('note');
    const note = noteFixture({ id: 'n1' });
    if (item?.location === 'note') await item.action({ note });
    const texts = menus.lastItems.map((i) => ('text' in i ? i.text : i.type));
    expect(texts).toEqual(['Create clip', 'divider', 'Work']);
    const work = menus.lastItems[2];
    if (work && 'action' in work && work.type === undefined) await work.action();
    expect(api.paramsOf('clips/add-note')).toEqual([{ clipId: 'c1', noteId: 'n1' }]);
    expect(toasts.messages).toEqual(['Clipped to Work']);
  });
});
