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

describe('pages and gallery', () => {
  it('pages: create, show by name, like once, list, update, delete, with Misskey’s errors', async () => {
    const files = (await h.call('drive/files', { limit: 1 }, alice)).body as { id: string }[];
    const fileId = files[0]?.id ?? '';
    const body = { title: 'Trip', name: 'trip-1', content: [{ id: 'a', type: 'image', fileId }], variables: [], script: '' };
    const page = (await h.call('pages/create', body, alice)).body;
    expect(page).toMatchObject({ title: 'Trip', font: 'sans-serif', likedCount: 0, user: { username: 'alice' } });
    expect(page.attachedFiles.map((f: { id: string }) => f.id)).toEqual([fileId]);
    const dup = await h.call('pages/create', body, alice);
    expect(dup.body.error).toMatchObject({ code: 'NAME_ALREADY_EXISTS', id: '4650348e-301c-499a-83c9-6aa988c66bc1' });
    expect((await h.call('pages/show', { username: 'alice', name: 'trip-1' }, bob)).body.id).toBe(page.id);
    expect((await h.call('pages/like', { pageId: page.id }, alice)).body.error.code).toBe('YOUR_PAGE');
    expect((await h.call('pages/like', { pageId: page.id }, bob)).status).toBe(204);
    expect((await h.call('pages/like', { pageId: page.id }, bob)).body.error.code).toBe('ALREADY_LIKED');
    const likes = (await h.call('i/page-likes', {}, bob)).body as { page: { id: string } }[];
    expect(likes.map((l) => l.page.id)).toContain(page.id);
    expect((await h.call('pages/update', { pageId: page.id, title: 'x' }, bob)).body.error.code).toBe('ACCESS_DENIED');
    expect((await h.call('pages/update', { pageId: page.id, title: 'Trip 2' }, alice)).status).toBe(204);
    expect((await h.call('pages/show', { pageId: page.id })).body).toMatchObject({ title: 'Trip 2', likedCount: 1 });
    expect((await h.call('pages/delete', { pageId: page.id }, alice)).status).toBe(204);
    expect((await h.call('pages/show', { pageId: page.id })).body.error).toMatchObject({
      code: 'NO_SUCH_PAGE',
      id: '222120c0-3ead-4528-811b-b96f233388d7',
    });
  });

  it('pages: seeded pages are featured and listed per user', async () => {
    const featured = (await h.call('pages/featured', {})).body as { name: string }[];
    expect(featured.map((p) => p.name)).toContain('sea-walk');
    const aliceId = (await h.call('users/show', { username: 'alice' })).body.id;
    expect(((await h.call('users/pages', { userId: aliceId })).body as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it('gallery: create with own files only, like, list, update, delete', async () => {
    const files = (await h.call('drive/files', { limit: 2 }, alice)).body as { id: string }[];
    const post = (await h.call('gallery/posts/create', { title: 'Two', fileIds: files.map((f) => f.id) }, alice)).body;
    expect(post).toMatchObject({ title: 'Two', isSensitive: false, likedCount: 0, fileIds: files.map((f) => f.id) });
    expect((await h.call('gallery/posts/create', { title: 'Theirs', fileIds: files.map((f) => f.id) }, bob)).status).toBe(500);
    expect((await h.call('gallery/posts/like', { postId: post.id }, bob)).status).toBe(204);
    expect((await h.call('gallery/posts/like', { postId: post.id }, alice)).body.error.code).toBe('YOUR_POST');
    expect(((await h.call('i/gallery/likes', {}, bob)).body as { post: { id: string } }[]).map((l) => l.post.id)).toContain(post.id);
    expect((await h.call('gallery/posts/show', { postId: post.id }, bob)).body).toMatchObject({ isLiked: true, likedCount: 1 });
    expect((await h.call('gallery/posts/update', { postId: post.id, title: 'Renamed' }, alice)).body.title).toBe('Renamed');
    expect((await h.call('gallery/posts/delete', { postId: post.id }, carol)).body.error.code).toBe('ACCESS_DENIED');
    expect((await h.call('gallery/posts/delete', { postId: post.id }, alice)).status).toBe(204);
    expect((await h.call('gallery/posts/show', { postId: post.id })).body.error).toMatchObject({
      code: 'NO_SUCH_POST',
      id: '1137bf14-c5b0-4604-85bb-5b5371b1cd45',
    });
    expect(((await h.call('gallery/posts', {})).body as unknown[]).length).toBeGreaterThanOrEqual(2);
  });
});
