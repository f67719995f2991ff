import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

/** /__dev/suspend and /__dev/delete-account give `i` Misskey's account errors. */
describe('dev account state', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ quiet: true });
  });
  afterAll(() => h.close());
  const dev = (path: string, body: unknown) => fetch(`${h.url}/__dev/${path}`, { method: 'POST', body: JSON.stringify(body) });

  it('suspend: YOUR_ACCOUNT_SUSPENDED until lifted', async () => {
    const token = await h.signin('carol');
    expect((await dev('suspend', { username: 'carol' })).status).toBe(200);
    const r = await h.call('i', {}, token);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: 'YOUR_ACCOUNT_SUSPENDED', id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370' });
    await dev('suspend', { username: 'carol', suspended: false });
    expect((await h.call('i', {}, token)).status).toBe(200);
  });

  it('delete-account: i answers USER_IS_DELETED', async () => {
    const token = await h.signin('dave');
    await dev('delete-account', { username: 'dave' });
    const r = await h.call('i', {}, token);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: 'USER_IS_DELETED', id: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a', kind: 'permission' });
    expect((await dev('delete-account', { username: 'nobody' })).status).toBe(404);
  });
});
