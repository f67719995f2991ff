import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

/**
 * What explore, hashtag, instance-info and announcement pages call, answered as a real
 * Misskey 2025.9 does (each shape checked with curl against one).
 */
let h: Harness;
let alice: string;
let carol: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, carol] = await Promise.all(['alice', 'carol'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

describe('discovery endpoints', () => {
  it('hashtags/users answers the people with the tag in their profile, case-insensitively, by origin', async () => {
    const all = await h.call('hashtags/users', { tag: 'Kites', sort: '+follower' });
    expect(all.body.map((u: { username: string }) => u.username).sort()).toEqual(['carol', 'frank']);
    const local = await h.call('hashtags/users', { tag: 'kites', sort: '+follower', origin: 'local' });
    expect(local.body.map((u: { username: string }) => u.username)).toEqual(['carol']);
    expect(local.body[0]).toHaveProperty('followersCount');
    // A tag only used in notes is nobody's profile tag.
    await h.call('notes/create', { text: 'only in a note #notinprofile' }, alice);
    expect((await h.call('hashtags/users', { tag: 'notinprofile', sort: '+follower' })).body).toEqual([]);
  });

  it('hashtags/list counts attached (profile) and mentioned (notes) users and filters by where they are', async () => {
    const local = await h.call('hashtags/list', { sort: '+attachedLocalUsers', attachedToLocalUserOnly: true, limit: 30 });
    const kites = local.body.find((x: { tag: string }) => x.tag === 'kites');
    expect(kites).toMatchObject({ attachedUsersCount: 2, attachedLocalUsersCount: 1, attachedRemoteUsersCount: 1 });
    expect(local.body.every((x: { attachedLocalUsersCount: number }) => x.attachedLocalUsersCount > 0)).toBe(true);
    const remote = await h.call('hashtags/list', { sort: '+attachedRemoteUsers', attachedToRemoteUserOnly: true, limit: 30 });
    expect(remote.body.map((x: { tag: string }) => x.tag)).toContain('travel');
    expect(remote.body.map((x: { tag: string }) => x.tag)).not.toContain('photography');
  });

  it('notes/featured answers its ranking newest first and pages by untilId', async () => {
    const first = await h.call('notes/featured', { limit: 3 });
    expect(first.status).toBe(200);
    const ids = first.body.map((n: { id: string }) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    expect([...ids].sort().reverse()).toEqual(ids);
    const next = await h.call('notes/featured', { limit: 3, untilId: ids[ids.length - 1] });
    expect(next.body.every((n: { id: string }) => n.id < ids[ids.length - 1])).toBe(true);
  });

  it('notes/search-by-tag finds public notes with the tag', async () => {
    const c = await h.call('notes/create', { text: 'a note about #DiscoverKites' }, carol);
    const found = await h.call('notes/search-by-tag', { tag: 'discoverkites', limit: 5 });
    expect(found.body.map((n: { id: string }) => n.id)).toContain(c.body.createdNote.id);
  });

  it('federation/show-instance answers a known server and 204 for an unknown one', async () => {
    const known = await h.call('federation/show-instance', { host: 'remote.example' });
    expect(known.body).toMatchObject({ host: 'remote.example', softwareName: 'misskey', isSuspended: false, isBlocked: false });
    expect(typeof known.body.usersCount).toBe('number');
    expect((await h.call('federation/show-instance', { host: 'nowhere.example' })).status).toBe(204);
  });

  it('users filters by origin and hostname', async () => {
    const remote = await h.call('users', { origin: 'remote', sort: '+follower', limit: 50 });
    expect(remote.body.length).toBeGreaterThan(0);
    expect(remote.body.every((u: { host: string | null }) => u.host != null)).toBe(true);
    const host = await h.call('users', { hostname: 'remote.example', limit: 50 });
    expect(host.body.every((u: { host: string | null }) => u.host === 'remote.example')).toBe(true);
  });
});
