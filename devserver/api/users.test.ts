import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
let carol: string;
let ids: Record<string, string>;
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.signin(u)));
  ids = {};
  for (const u of ['alice', 'bob', 'carol', 'dave', 'erin', 'grace']) ids[u] = (await h.call('users/show', { username: u })).body.id;
});
afterAll(async () => {
  await h.close();
});

describe('users and relationships', () => {
  it('shows users with relation fields and MeDetailed for oneself', async () => {
    const carolView = await h.call('users/show', { userId: ids.carol }, alice);
    expect(carolView.body).toMatchObject({ username: 'carol', isFollowing: true, isFollowed: true, isCat: true });
    const self = await h.call('users/show', { userId: ids.alice }, alice);
    expect(self.body.policies).toBeTruthy();
    const many = await h.call('users/show', { userIds: [ids.alice, ids.bob] });
    expect(many.body).toHaveLength(2);
    expect((await h.call('users/show', { username: 'nobody' })).body.error.code).toBe('NO_SUCH_USER');
  });

  it('lists following and followers, and searches users', async () => {
    const following = await h.call('users/following', { userId: ids.alice, limit: 10 });
    expect(following.body.map((f: { followee: { username: string } }) => f.followee.username).sort()).toEqual(['bob', 'carol', 'frank']);
    const followers = await h.call('users/followers', { userId: ids.alice, limit: 20 });
    expect(followers.body.length).toBeGreaterThan(2);
    const search = await h.call('users/search', { query: 'car' }, alice);
    expect(search.body[0].username).toBe('carol');
  });

  it('follows, unfollows and handles follow requests', async () => {
    expect((await h.call('following/create', { userId: ids.dave }, alice)).status).toBe(200);
    expect((await h.call('following/create', { userId: ids.dave }, alice)).body.error.code).toBe('ALREADY_FOLLOWING');
    expect((await h.call('following/delete', { userId: ids.dave }, alice)).status).toBe(200);
    const me = await h.call('i', {}, alice);
    expect(me.body.hasPendingReceivedFollowRequest).toBe(true);
    const reqs = await h.call('following/requests/list', {}, alice);
    expect(reqs.body[0].follower.username).toBe('ivan');
    expect((await h.call('following/requests/accept', { userId: reqs.body[0].follower.id }, alice)).status).toBe(204);
    expect((await h.call('i', {}, alice)).body.hasPendingReceivedFollowRequest).toBe(false);
    // grace is locked: following her makes a request
    await h.call('following/create', { userId: ids.grace }, bob);
    const rel = await h.call('users/show', { userId: ids.grace }, bob);
    expect(rel.body.hasPendingFollowRequestFromYou).toBe(true);
  });

  it('mutes and blocks', async () => {
    // Bob's own renote of a note by carol leaves his timeline with her, as on Misskey.
    const carols = await h.call('users/notes', { userId: ids.carol, limit: 1 }, bob);
    const renote = (await h.call('notes/create', { renoteId: carols.body[0].id }, bob)).body.createdNote;
    await h.call('mute/create', { userId: ids.carol }, bob);
    const tl = await h.call('notes/local-timeline', { limit: 50 }, bob);
    expect(tl.body.some((n: { userId: string }) => n.userId === ids.carol)).toBe(false);
    expect(tl.body.some((n: { id: string }) => n.id === renote.id)).toBe(false);
    expect((await h.call('mute/list', {}, bob)).body[0].muteeId).toBe(ids.carol);
    await h.call('mute/delete', { userId: ids.carol }, bob);
    await h.call('blocking/create', { userId: ids.dave }, carol);
    expect((await h.call('users/show', { userId: ids.dave }, carol)).body.isBlocking).toBe(true);
    await h.call('blocking/delete', { userId: ids.dave }, carol);
    expect((await h.call('users/update-memo', { userId: ids.bob, memo: 'mod' }, alice)).status).toBe(204);
    expect((await h.call('users/show', { userId: ids.bob }, alice)).body.memo).toBe('mod');
  });

  it('checks moderator and admin rights', async () => {
    const asMod = await h.call('admin/roles/list', {}, bob);
    expect(asMod.status).toBe(200);
    const asUser = await h.call('admin/roles/list', {}, carol);
    expect(asUser.status).toBe(403);
    expect(asUser.body.error).toMatchObject({ code: 'ROLE_PERMISSION_DENIED', id: 'd33d5333-db36-423d-a8f9-1a2b9549da41' });
    const adminOnly = await h.call('admin/roles/update-default-policies', { policies: {} }, bob);
    expect(adminOnly.body.error.id).toBe('c3d38592-54c0-429d-be96-5636b0431a61');
    const role = asMod.body.find((r: { name: string }) => r.name === 'Supporter');
    expect((await h.call('admin/roles/assign', { roleId: role.id, userId: ids.bob }, alice)).status).toBe(204);
    const notes = await h.call('i/notifications', { includeTypes: ['roleAssigned'] }, bob);
    expect(notes.body[0].role.name).toBe('Supporter');
    expect((await h.call('roles/list', {}, carol)).body.length).toBeGreaterThan(0);
  });

  it('returns notifications of every seeded type', async () => {
    const n = await h.call('i/notifications', { limit: 100, markAsRead: false }, alice);
    const types = new Set(n.body.map((x: { type: string }) => x.type));
    for (const t of [
      'follow',
      'followRequestAccepted',
      'receiveFollowRequest',
      'mention',
      'reply',
      'renote',
      'quote',
      'reaction',
      'pollEnded',
      'note',
      'roleAssigned',
      'achievementEarned',
      'exportCompleted',
      'login',
      'createToken',
      'chatRoomInvitationReceived',
      'app',
      'test',
    ]) {
      expect(types, t).toContain(t);
    }
    // As a real Misskey 2025.9: the inviter is the notification's user, invitation.user the invitee.
    const inv = n.body.find((x: { type: string }) => x.type === 'chatRoomInvitationReceived');
    expect(inv).toMatchObject({
      user: { username: 'bob' },
      invitation: { user: { username: 'alice' }, room: { owner: { username: 'bob' } } },
    });
    const grouped = await h.call('i/notifications-grouped', { limit: 100 }, alice);
    expect(grouped.body.some((x: { type: string }) => x.type === 'reaction:grouped')).toBe(true);
    expect((await h.call('i', {}, alice)).body.hasUnreadNotification).toBe(false);
  });
});
