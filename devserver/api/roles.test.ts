import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
beforeAll(async () => {
  h = await startHarness();
  alice = await h.signin('alice');
});
afterAll(async () => {
  await h.close();
});

// Checked with curl against a real Misskey 2025.9: each public role endpoint has its own NO_SUCH_ROLE id,
// roles/notes needs a credential, a private role is not found.
describe('public role endpoints', () => {
  it('answer NO_SUCH_ROLE with their own ids, and roles/notes needs a credential', async () => {
    const missing = { roleId: 'nonexist0000' };
    expect((await h.call('roles/show', missing)).body.error).toMatchObject({
      code: 'NO_SUCH_ROLE',
      id: 'de5502bf-009a-4639-86c1-fec349e46dcb',
    });
    expect((await h.call('roles/users', missing)).body.error).toMatchObject({
      code: 'NO_SUCH_ROLE',
      id: '30aaaee3-4792-48dc-ab0d-cf501a575ac5',
    });
    expect((await h.call('roles/notes', missing, alice)).body.error).toMatchObject({
      code: 'NO_SUCH_ROLE',
      id: 'eb70323a-df61-4dd4-ad90-89c83c7cf26e',
    });
    expect((await h.call('roles/notes', missing)).body.error).toMatchObject({ code: 'CREDENTIAL_REQUIRED' });
  });

  it('a private role is not found; a public explorable one shows, lists its users and has a timeline', async () => {
    const all = (await h.call('admin/roles/list', {}, alice)).body as { id: string; isPublic: boolean; isExplorable: boolean }[];
    const hidden = all.find((r) => !r.isPublic);
    const open = all.find((r) => r.isPublic && r.isExplorable);
    expect(hidden && open).toBeTruthy();
    expect((await h.call('roles/show', { roleId: hidden!.id })).body.error.code).toBe('NO_SUCH_ROLE');
    expect((await h.call('roles/show', { roleId: open!.id })).body.id).toBe(open!.id);
    expect(Array.isArray((await h.call('roles/users', { roleId: open!.id })).body)).toBe(true);
    expect(Array.isArray((await h.call('roles/notes', { roleId: open!.id }, alice)).body)).toBe(true);
  });

  it('admin/roles/users gives each assignment its expiry; roles/users gives only the id and the user', async () => {
    const all = (await h.call('admin/roles/list', {}, alice)).body as {
      id: string;
      isPublic: boolean;
      isExplorable: boolean;
      target: string;
    }[];
    const open = all.find((r) => r.isPublic && r.isExplorable && r.target === 'manual')!;
    const dave = (await h.call('users/show', { username: 'dave' })).body as { id: string };
    const expiresAt = Date.now() + 3_600_000;
    await h.call('admin/roles/unassign', { roleId: open.id, userId: dave.id }, alice);
    expect((await h.call('admin/roles/assign', { roleId: open.id, userId: dave.id, expiresAt }, alice)).status).toBe(204);
    const admin = (await h.call('admin/roles/users', { roleId: open.id, limit: 100 }, alice)).body as {
      user: { id: string };
      expiresAt: string | null;
    }[];
    expect(admin.find((a) => a.user.id === dave.id)?.expiresAt).toBe(new Date(expiresAt).toISOString());
    const pub = (await h.call('roles/users', { roleId: open.id, limit: 100 })).body as Record<string, unknown>[];
    expect(Object.keys(pub[0]).sort()).toEqual(['id', 'user']);
    await h.call('admin/roles/unassign', { roleId: open.id, userId: dave.id }, alice);
  });
});
