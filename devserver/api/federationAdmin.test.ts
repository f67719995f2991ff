import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string; // admin
let bob: string; // moderator
let carol: string; // neither
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

type Inst = {
  host: string;
  isSuspended: boolean;
  suspensionState: string;
  isBlocked: boolean;
  isSilenced: boolean;
  moderationNote?: string | null;
};
const hosts = (list: Inst[]) => list.map((i) => i.host).sort();

describe('known servers and their moderation (Misskey 2025.9)', () => {
  it('federation/instances filters and sorts as Misskey', async () => {
    const all = (await h.call('federation/instances', {})).body as Inst[];
    expect(hosts(all)).toEqual(['mastodon.example', 'quiet.example', 'remote.example']);
    expect(hosts((await h.call('federation/instances', { notResponding: true })).body)).toEqual(['quiet.example']);
    expect(hosts((await h.call('federation/instances', { federating: true })).body)).toEqual(['mastodon.example', 'remote.example']);
    expect(hosts((await h.call('federation/instances', { host: 'MAST' })).body)).toEqual(['mastodon.example']);
    const byUsers = (await h.call('federation/instances', { sort: '-users' })).body as Inst[];
    expect(byUsers[0]?.host).toBe('quiet.example');
    expect((await h.call('federation/instances', { limit: 1, offset: 1 })).body).toHaveLength(1);
    // The moderation note is for moderators only.
    expect(all[0]?.moderationNote).toBeNull();
  });

  it('suspends and resumes delivery, keeps a note, refreshes; staff only; unknown host is an internal error', async () => {
    expect((await h.call('admin/federation/update-instance', { host: 'remote.example', isSuspended: true }, carol)).body.error.code).toBe(
      'ROLE_PERMISSION_DENIED',
    );
    expect(
      (await h.call('admin/federation/update-instance', { host: 'remote.example', isSuspended: true, moderationNote: 'spam' }, bob)).status,
    ).toBe(204);
    const shown = (await h.call('federation/show-instance', { host: 'remote.example' }, bob)).body as Inst;
    expect(shown).toMatchObject({ isSuspended: true, suspensionState: 'manuallySuspended', moderationNote: 'spam' });
    expect(hosts((await h.call('federation/instances', { suspended: true })).body)).toEqual(['remote.example']);
    await h.call('admin/federation/update-instance', { host: 'remote.example', isSuspended: false }, bob);
    expect((await h.call('federation/show-instance', { host: 'remote.example' })).body).toMatchObject({
      suspensionState: 'none',
      moderationNote: null,
    });
    expect((await h.call('admin/federation/refresh-remote-instance-metadata', { host: 'remote.example' }, bob)).status).toBe(204);
    expect((await h.call('federation/show-instance', { host: 'remote.example' })).body.infoUpdatedAt).not.toBeNull();
    const unknown = await h.call('admin/federation/update-instance', { host: 'nowhere.example', isSuspended: true }, bob);
    expect([unknown.status, unknown.body.error.code]).toEqual([500, 'INTERNAL_ERROR']);
  });

  it('blocked and silenced hosts are the server settings’ lists (admin only to change)', async () => {
    expect((await h.call('admin/update-meta', { blockedHosts: ['remote.example'] }, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    await h.call('admin/update-meta', { blockedHosts: [' Remote.Example ', ''], silencedHosts: ['mastodon.example'] }, alice);
    expect((await h.call('admin/meta', {}, bob)).body).toMatchObject({
      blockedHosts: ['remote.example'],
      silencedHosts: ['mastodon.example'],
    });
    expect(hosts((await h.call('federation/instances', { blocked: true })).body)).toEqual(['remote.example']);
    expect(hosts((await h.call('federation/instances', { silenced: true })).body)).toEqual(['mastodon.example']);
    await h.call('admin/update-meta', { blockedHosts: [], silencedHosts: [] }, alice);
    expect((await h.call('federation/show-instance', { host: 'remote.example' })).body).toMatchObject({
      isBlocked: false,
      isSilenced: false,
    });
  });

  it('deletes every file of a host, and the file list filters by origin, host, type and user', async () => {
    const remote = (await h.call('admin/drive/files', { origin: 'remote', limit: 100 }, bob)).body as { user: { host: string } }[];
    expect(remote.map((f) => f.user.host).sort()).toEqual(['mastodon.example', 'remote.example', 'remote.example']);
    expect((await h.call('admin/drive/files', { origin: 'remote', hostname: 'mastodon.example' }, bob)).body).toHaveLength(1);
    const local = (await h.call('admin/drive/files', { limit: 100 }, bob)).body as { type: string; user: { host: string | null } | null }[];
    expect(local.length).toBeGreaterThan(5);
    expect(local.every((f) => (f.user?.host ?? null) === null)).toBe(true);
    const images = (await h.call('admin/drive/files', { origin: 'combined', type: 'image/*', limit: 100 }, bob)).body as { type: string }[];
    expect(images.every((f) => f.type.startsWith('image/'))).toBe(true);
    expect((await h.call('admin/drive/files', { type: 'image png' }, bob)).body.error.code).toBe('INVALID_PARAM');
    expect((await h.call('admin/drive/files', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await h.call('admin/federation/delete-all-files', { host: 'remote.example' }, bob)).status).toBe(204);
    expect((await h.call('admin/drive/files', { origin: 'remote', hostname: 'remote.example' }, bob)).body).toEqual([]);
  });
});
