import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { Api, MyLists, Viewer } from '@kite/sdk';
import { activateForTest, meFixture, mockApi, provide, viewerDouble, viewerInfo } from '@kite/sdk/testing';
import lists from './index';

const list = (id: string, name: string): entities.UserList => ({
  id,
  name,
  createdAt: new Date(0).toISOString(),
  isPublic: false,
  userIds: [],
});

async function setup() {
  let answer = [list('l1', 'Friends')];
  const api = mockApi({ 'users/lists/list': () => answer });
  const viewer = viewerDouble({ me: meFixture({ id: 'ann' }) });
  const ext = await activateForTest(lists, { services: [provide(Api, api), provide(Viewer, viewer)] });
  return { ext, api, viewer, serverHas: (next: entities.UserList[]) => void (answer = next) };
}

describe('lists extension', () => {
  it('declares the own lists and their editor for signed-in people, and a list’s public page for everyone', async () => {
    const { ext } = await setup();
    expect(ext.registered.routes.map((r) => [r.path, r.loginRequired ?? false])).toEqual([
      ['/my/lists', true],
      ['/my/lists/:listId', true],
      ['/list/:listId', false],
    ]);
    const [entry] = ext.registered.navbar;
    expect([entry?.id, entry?.to, entry?.show?.(viewerInfo()), entry?.show?.(viewerInfo({ me: meFixture() }))]).toEqual([
      'lists',
      '/my/lists',
      false,
      true,
    ]);
  });

  it('provides the own lists from the server, cached until invalidated or another account signs in', async () => {
    const { ext, api, viewer, serverHas } = await setup();
    const mine = ext.provided.resolve(MyLists);
    expect((await mine.get()).map((l) => l.name)).toEqual(['Friends']);
    serverHas([list('l1', 'Friends'), list('l2', 'Work')]);
    expect((await mine.get()).map((l) => l.name)).toEqual(['Friends']);
    mine.invalidate();
    expect((await mine.get()).map((l) => l.name)).toEqual(['Friends', 'Work']);
    viewer.setInfo({ me: meFixture({ id: 'bob' }) });
    await mine.get();
    expect(api.paramsOf('users/lists/list')).toEqual([{}, {}, {}]);
  });
});
