import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string; // Administrator role
let carol: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, carol] = await Promise.all([h.signin('alice'), h.signin('carol')]);
});
afterAll(async () => {
  await h.close();
});

type Decoration = { id: string; name: string; description: string; url: string; roleIdsThatCanBeUsedThisDecoration: string[] };

describe('admin/avatar-decorations (Misskey 2025.9)', () => {
  it('creates a decoration that get-avatar-decorations offers, updates and deletes it', async () => {
    const created = (
      await h.call('admin/avatar-decorations/create', { name: 'Crown', description: 'Gold', url: `${h.url}/static/crown.png` }, alice)
    ).body as Decoration;
    expect(created).toMatchObject({ name: 'Crown', description: 'Gold', updatedAt: null, roleIdsThatCanBeUsedThisDecoration: [] });
    const offered = async () => (await h.call('get-avatar-decorations', {}, carol)).body as Decoration[];
    expect((await offered()).find((d) => d.id === created.id)?.name).toBe('Crown');
    expect((await h.call('admin/avatar-decorations/update', { id: created.id, name: 'Crown 2' }, alice)).status).toBe(204);
    const listed = (await h.call('admin/avatar-decorations/list', {}, alice)).body as Decoration[];
    expect(listed[0]).toMatchObject({ id: created.id, name: 'Crown 2', description: 'Gold' });
    expect(listed.map((d) => d.name)).toEqual(expect.arrayContaining(['Halo', 'Frame', 'Ring']));
    expect((await h.call('admin/avatar-decorations/delete', { id: created.id }, alice)).status).toBe(204);
    expect((await offered()).some((d) => d.id === created.id)).toBe(false);
  });

  it('refuses people without the policy and unknown ids as Misskey does', async () => {
    expect((await h.call('admin/avatar-decorations/list', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await h.call('admin/avatar-decorations/delete', { id: 'nope' }, alice)).body.error.code).toBe('INTERNAL_ERROR');
  });
});
