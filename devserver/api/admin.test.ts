import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string; // administrator
let bob: string; // moderator
let carol: string; // neither
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

type U = { id: string; username: string; host: string | null };

describe('control-panel endpoints (Misskey 2025.9)', () => {
  it('admin/show-users filters by state, origin and name, sorts and pages; staff only', async () => {
    const all = (await h.call('admin/show-users', { limit: 100, origin: 'local', sort: '+createdAt' }, bob)).body as U[];
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((u) => u.host === null)).toBe(true);
    const page2 = (await h.call('admin/show-users', { limit: 2, offset: 2, origin: 'local', sort: '+createdAt' }, bob)).body as U[];
    expect(page2.map((u) => u.id)).toEqual(all.slice(2, 4).map((u) => u.id));
    const named = (await h.call('admin/show-users', { username: 'car' }, bob)).body as U[];
    expect(named.map((u) => u.username)).toEqual(['carol']);
    const mods = (await h.call('admin/show-users', { state: 'moderator', limit: 100 }, bob)).body as U[];
    expect(mods.map((u) => u.username)).toContain('bob');
    expect(mods.map((u) => u.username)).not.toContain('alice');
    expect((await h.call('admin/show-users', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
  });

  it('admin/reset-password gives an 8-character password the user can sign in with', async () => {
    const dave = (await h.call('users/show', { username: 'dave' })).body as U;
    const res = await h.call('admin/reset-password', { userId: dave.id }, bob);
    expect(res.body.password).toMatch(/^.{8}$/);
    const signin = await h.call('signin-flow', { username: 'dave', password: res.body.password });
    expect(signin.body.finished).toBe(true);
  });

  it('admin/delete-all-files-of-a-user and admin/roles/update are for administrators only', async () => {
    const c = (await h.call('users/show', { username: 'carol' })).body as U;
    expect((await h.call('admin/delete-all-files-of-a-user', { userId: c.id }, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    const made = (await h.call('admin/roles/create', role('Testers'), alice)).body as { id: string };
    expect((await h.call('admin/roles/update', { roleId: made.id, name: 'Renamed' }, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect(
      (
        await h.call(
          'admin/roles/update',
          { roleId: made.id, name: 'Renamed', policies: { pinLimit: { useDefault: false, priority: 0, value: 9 } } },
          alice,
        )
      ).status,
    ).toBe(204);
    const shown = (await h.call('admin/roles/show', { roleId: made.id }, bob)).body as {
      name: string;
      policies: Record<string, { value: number }>;
    };
    expect(shown.name).toBe('Renamed');
    expect(shown.policies.pinLimit?.value).toBe(9);
    expect((await h.call('admin/roles/update', { roleId: 'nope', name: 'x' }, alice)).body.error).toMatchObject({
      code: 'NO_SUCH_ROLE',
      id: 'cd23ef55-09ad-428a-ac61-95a45e124b32',
    });
  });

  it('invitation codes: create with count and expiry, list by state, sign up with one, delete', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const made = (await h.call('admin/invite/create', { count: 2, expiresAt }, bob)).body as {
      id: string;
      code: string;
      expiresAt: string;
    }[];
    expect(made).toHaveLength(2);
    expect(made[0].expiresAt).toBe(expiresAt);
    expect((await h.call('admin/invite/create', { expiresAt: 'soon' }, bob)).body.error.code).toBe('INVALID_DATE_TIME');
    const dev = await fetch(`${h.url}/__dev/server-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ disableRegistration: true }),
    });
    expect(dev.ok).toBe(true);
    expect((await h.call('signup', { username: 'newbie', password: 'pw', invitationCode: made[0].code })).body.username).toBe('newbie');
    const used = (await h.call('admin/invite/list', { type: 'used' }, bob)).body as { code: string }[];
    expect(used.map((c) => c.code)).toEqual([made[0].code]);
    // invite/delete needs the canInvite policy: neither carol nor a moderator without it; administrators pass.
    expect((await h.call('invite/delete', { inviteId: made[1].id }, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await h.call('invite/delete', { inviteId: made[1].id }, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await h.call('invite/delete', { inviteId: made[1].id }, alice)).status).toBe(204);
    const unused = (await h.call('admin/invite/list', { type: 'unused' }, bob)).body as { code: string }[];
    expect(unused.map((c) => c.code)).not.toContain(made[1].code);
  });
});

function role(name: string) {
  return {
    name,
    description: '',
    color: null,
    iconUrl: null,
    target: 'manual',
    condFormula: {},
    isPublic: false,
    isModerator: false,
    isAdministrator: false,
    asBadge: false,
    canEditMembersByModerator: false,
    displayOrder: 0,
    policies: {},
  };
}
