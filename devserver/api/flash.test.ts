import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
let carol: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

describe('flash (Play)', () => {
  it('create, show, update, like once, my, my-likes, unlike, delete, with Misskey’s errors', async () => {
    const missing = await h.call('flash/create', { title: 'x', summary: '', script: '' }, alice);
    expect(missing.body.error).toMatchObject({ code: 'INVALID_PARAM' });
    const body = { title: 'Hello', summary: '', script: 'Ui:render([])', permissions: ['read:account'] };
    const f = (await h.call('flash/create', body, alice)).body;
    expect(f).toMatchObject({ title: 'Hello', summary: '', visibility: 'public', likedCount: 0, isLiked: false });
    expect(f.user.username).toBe('alice');
    expect(f).not.toHaveProperty('permissions');
    const anon = (await h.call('flash/show', { flashId: f.id })).body;
    expect(anon).not.toHaveProperty('isLiked');
    expect((await h.call('flash/update', { flashId: f.id, title: 'x' }, bob)).body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '08e60c88-5948-478e-a132-02ec701d67b2',
    });
    expect((await h.call('flash/update', { flashId: f.id, title: 'Hi', visibility: 'private' }, alice)).status).toBe(204);
    expect((await h.call('flash/like', { flashId: f.id }, alice)).body.error.code).toBe('YOUR_FLASH');
    expect((await h.call('flash/like', { flashId: f.id }, bob)).status).toBe(204);
    expect((await h.call('flash/like', { flashId: f.id }, bob)).body.error.code).toBe('ALREADY_LIKED');
    expect((await h.call('flash/show', { flashId: f.id }, bob)).body).toMatchObject({ title: 'Hi', likedCount: 1, isLiked: true });
    const mine = (await h.call('flash/my', {}, alice)).body as { id: string }[];
    expect(mine[0]?.id).toBe(f.id);
    const likes = (await h.call('flash/my-likes', {}, bob)).body as { flash: { id: string } }[];
    expect(likes.map((l) => l.flash.id)).toContain(f.id);
    // A private Play is not featured even when liked.
    const featured = (await h.call('flash/featured', {})).body as { id: string }[];
    expect(featured.map((x) => x.id)).not.toContain(f.id);
    expect((await h.call('flash/unlike', { flashId: f.id }, bob)).status).toBe(204);
    expect((await h.call('flash/unlike', { flashId: f.id }, bob)).body.error.code).toBe('NOT_LIKED');
    // A regular user cannot delete someone else's Play (a moderator can).
    expect((await h.call('flash/delete', { flashId: f.id }, carol)).body.error.code).toBe('ACCESS_DENIED');
    expect((await h.call('flash/delete', { flashId: f.id }, alice)).status).toBe(204);
    expect((await h.call('flash/show', { flashId: f.id })).body.error).toMatchObject({
      code: 'NO_SUCH_FLASH',
      id: 'f0d34a1a-d29a-401d-90ba-1982122b5630',
    });
  });

  it('seeded Plays: featured most liked first, public only', async () => {
    const featured = (await h.call('flash/featured', {})).body as { title: string; likedCount: number }[];
    expect(featured.map((f) => f.title).slice(0, 2)).toEqual(['Counter', 'Fortune']);
    expect(featured.map((f) => f.title)).not.toContain('Draft play');
    expect((await h.call('flash/my', {})).body.error.code).toBe('CREDENTIAL_REQUIRED');
  });
});
