import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
let carol: string;
let dave: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol, dave] = await Promise.all(['alice', 'bob', 'carol', 'dave'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

describe('notes', () => {
  it('creates, shows and deletes a note packed like Misskey', async () => {
    const c = await h.call('notes/create', { text: 'hello #kites @bob', visibility: 'public' }, alice);
    expect(c.status).toBe(200);
    const n = c.body.createdNote;
    expect(n).toMatchObject({
      text: 'hello #kites @bob',
      visibility: 'public',
      renoteCount: 0,
      repliesCount: 0,
      reactions: {},
      reactionCount: 0,
      tags: ['kites'],
    });
    expect(n.user).toMatchObject({ username: 'alice', host: null });
    expect(n.mentions).toHaveLength(1);
    const s = await h.call('notes/show', { noteId: n.id }, bob);
    expect(s.body.id).toBe(n.id);
    expect(s.body.myReaction).toBeNull();
    expect((await h.call('notes/delete', { noteId: n.id }, bob)).status).toBe(204); // bob is a moderator
    const gone = await h.call('notes/show', { noteId: n.id }, alice);
    expect(gone.body.error.code).toBe('NO_SUCH_NOTE');
  });

  it('refuses empty notes and too long text with INVALID_PARAM', async () => {
    expect((await h.call('notes/create', {}, alice)).body.error.code).toBe('INVALID_PARAM');
    expect((await h.call('notes/create', { text: 'x'.repeat(5000) }, alice)).body.error.code).toBe('INVALID_PARAM');
  });

  it('paginates timelines by id', async () => {
    const first = await h.call('notes/timeline', { limit: 5 }, alice);
    expect(first.body).toHaveLength(5);
    const ids = first.body.map((n: { id: string }) => n.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    const next = await h.call('notes/timeline', { limit: 5, untilId: ids[4] }, alice);
    expect(next.body[0].id < ids[4]).toBe(true);
    const newer = await h.call('notes/timeline', { limit: 3, sinceId: next.body[4].id }, alice);
    expect(newer.body.every((n: { id: string }) => n.id > next.body[4].id)).toBe(true);
    const byDate = await h.call('notes/timeline', { limit: 5, untilDate: Date.parse(first.body[2].createdAt) }, alice);
    expect(Date.parse(byDate.body[0].createdAt)).toBeLessThan(Date.parse(first.body[2].createdAt));
  });

  it('applies visibility rules to timelines', async () => {
    const home = await h.call('notes/create', { text: 'home only from carol', visibility: 'home' }, carol);
    const followers = await h.call('notes/create', { text: 'followers only from carol', visibility: 'followers' }, carol);
    const ltl = await h.call('notes/local-timeline', { limit: 30 }, bob);
    expect(ltl.body.some((n: { id: string }) => n.id === home.body.createdNote.id)).toBe(false);
    const aliceHome = await h.call('notes/timeline', { limit: 30 }, alice);
    expect(aliceHome.body.map((n: { id: string }) => n.id)).toContain(followers.body.createdNote.id);
    const daveView = await h.call('notes/show', { noteId: followers.body.createdNote.id }, dave);
    expect(daveView.body.error?.code).toBe('NO_SUCH_NOTE');
    const gtl = await h.call('notes/global-timeline', { limit: 10 });
    expect(gtl.status).toBe(200);
    expect(gtl.body.every((n: { visibility: string }) => n.visibility === 'public')).toBe(true);
  });

  it('gates timelines and search by role policy', async () => {
    const ltl = await h.call('notes/local-timeline', {}, dave);
    expect(ltl.body.error.code).toBe('LTL_DISABLED');
    const search = await h.call('notes/search', { query: 'kite' }, dave);
    expect(search.body.error).toMatchObject({ code: 'ROLE_PERMISSION_DENIED', id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a' });
    const ok = await h.call('notes/search', { query: 'kite', limit: 5 }, carol);
    expect(ok.body.length).toBeGreaterThan(0);
  });

  it('reacts, changes and removes a reaction', async () => {
    const n = (await h.call('notes/create', { text: 'react to me' }, alice)).body.createdNote;
    expect((await h.call('notes/reactions/create', { noteId: n.id, reaction: '👍' }, bob)).status).toBe(204);
    expect((await h.call('notes/reactions/create', { noteId: n.id, reaction: '👍' }, bob)).body.error.code).toBe('ALREADY_REACTED');
    await h.call('notes/reactions/create', { noteId: n.id, reaction: ':kite:' }, carol);
    const s = await h.call('notes/show', { noteId: n.id }, bob);
    expect(s.body.reactions).toEqual({ '👍': 1, ':kite@.:': 1 });
    expect(s.body.myReaction).toBe('👍');
    const list = await h.call('notes/reactions', { noteId: n.id }, bob);
    expect(list.body).toHaveLength(2);
    expect((await h.call('notes/reactions/delete', { noteId: n.id }, bob)).status).toBe(204);
    expect((await h.call('notes/show', { noteId: n.id }, bob)).body.reactions).toEqual({ ':kite@.:': 1 });
    const notes = await h.call('i/notifications', { limit: 5 }, alice);
    expect(notes.body.some((x: { type: string }) => x.type === 'reaction')).toBe(true);
  });

  it('votes in polls and rejects expired ones', async () => {
    const n = (await h.call('notes/create', { text: 'poll', poll: { choices: ['a', 'b'], expiredAfter: 60_000 } }, alice)).body.createdNote;
    expect((await h.call('notes/polls/vote', { noteId: n.id, choice: 1 }, bob)).status).toBe(204);
    expect((await h.call('notes/polls/vote', { noteId: n.id, choice: 0 }, bob)).body.error.code).toBe('ALREADY_VOTED');
    const s = await h.call('notes/show', { noteId: n.id }, bob);
    expect(s.body.poll.choices[1]).toEqual({ text: 'b', votes: 1, isVoted: true });
    const seeded = (await h.call('notes/search', { query: 'Lunch poll' }, alice)).body[0];
    expect((await h.call('notes/polls/vote', { noteId: seeded.id, choice: 0 }, carol)).body.error.code).toBe('ALREADY_EXPIRED');
  });

  it('renotes, quotes and builds threads', async () => {
    const root = (await h.call('notes/create', { text: 'root' }, alice)).body.createdNote;
    const rn = (await h.call('notes/create', { renoteId: root.id }, bob)).body.createdNote;
    expect(rn.renote.id).toBe(root.id);
    expect((await h.call('notes/create', { renoteId: rn.id }, carol)).body.error.code).toBe('CANNOT_RENOTE_TO_A_PURE_RENOTE');
    const reply = (await h.call('notes/create', { text: 'reply', replyId: root.id }, carol)).body.createdNote;
    expect(reply.reply.id).toBe(root.id);
    const deeper = (await h.call('notes/create', { text: 'deeper', replyId: reply.id }, alice)).body.createdNote;
    expect((await h.call('notes/children', { noteId: root.id }, alice)).body.map((n: { id: string }) => n.id)).toEqual([reply.id]);
    expect((await h.call('notes/conversation', { noteId: deeper.id }, alice)).body.map((n: { id: string }) => n.id)).toEqual([
      reply.id,
      root.id,
    ]);
    expect((await h.call('notes/renotes', { noteId: root.id }, alice)).body).toHaveLength(1);
    expect((await h.call('notes/show', { noteId: root.id }, alice)).body.renoteCount).toBe(1);
    // As Misskey: renoting one's own note does not count.
    await h.call('notes/create', { renoteId: root.id }, alice);
    expect((await h.call('notes/show', { noteId: root.id }, alice)).body.renoteCount).toBe(1);
  });

  it('favorites, thread muting and state', async () => {
    const n = (await h.call('notes/create', { text: 'fav me' }, bob)).body.createdNote;
    await h.call('notes/favorites/create', { noteId: n.id }, alice);
    await h.call('notes/thread-muting/create', { noteId: n.id }, alice);
    expect((await h.call('notes/state', { noteId: n.id }, alice)).body).toEqual({ isFavorited: true, isMutedThread: true });
    const favs = await h.call('i/favorites', { limit: 3 }, alice);
    expect(favs.body[0].note.id).toBe(n.id);
  });

  it('has seeded content covering the demo', async () => {
    const user = await h.call('users/show', { username: 'alice' }, alice);
    expect(user.body.notesCount).toBeGreaterThan(20);
    const withFiles = await h.call('users/notes', { userId: user.body.id, withFiles: true, limit: 20 }, alice);
    expect(withFiles.body.length).toBeGreaterThan(2);
    expect(withFiles.body.every((n: { files: unknown[] }) => n.files.length > 0)).toBe(true);
    const frank = await h.call('users/show', { username: 'frank', host: 'remote.example' }, alice);
    const remote = await h.call('users/notes', { userId: frank.body.id, limit: 5 }, alice);
    expect(remote.body[0].user.host).toBe('remote.example');
    const thread = (await h.call('notes/search', { query: 'depth 9' }, alice)).body[0];
    expect((await h.call('notes/conversation', { noteId: thread.id, limit: 20 }, alice)).body.length).toBeGreaterThan(6);
  });
});
