import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';
import type { entities } from 'misskey-js';

let h: Harness;
let alice: string;
let carol: string;
let dave: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, carol, dave] = await Promise.all(['alice', 'carol', 'dave'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

describe('clips, lists, antennas, channels, drafts, registry', () => {
  it('clips notes', async () => {
    const seeded = await h.call('clips/list', {}, alice);
    expect(seeded.body.map((c: { name: string }) => c.name)).toContain('MFM showcase');
    const clip = (await h.call('clips/create', { name: 'Mine', isPublic: true }, alice)).body;
    const note = (await h.call('notes/create', { text: 'clip me' }, carol)).body.createdNote;
    expect((await h.call('clips/add-note', { clipId: clip.id, noteId: note.id }, alice)).status).toBe(204);
    const again = await h.call('clips/add-note', { clipId: clip.id, noteId: note.id }, alice);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_CLIPPED', id: '734806c4-542c-463a-9311-15c512803965' });
    expect((await h.call('clips/notes', { clipId: clip.id }, carol)).body[0].id).toBe(note.id);
    expect((await h.call('clips/show', { clipId: clip.id }, alice)).body.notesCount).toBe(1);
    await h.call('clips/remove-note', { clipId: clip.id, noteId: note.id }, alice);
    expect((await h.call('clips/notes', { clipId: clip.id }, alice)).body).toEqual([]);
  });

  it("users/lists/list: a user's public lists without credential, REMOTE_USER_NOT_ALLOWED for remote users, INVALID_PARAM signed out without userId", async () => {
    const aliceId = (await h.call('users/show', { username: 'alice' })).body.id;
    const mine = (await h.call('users/lists/list', {}, alice)).body as { id: string; isPublic: boolean }[];
    const pub = (await h.call('users/lists/create', { name: 'Shown' }, alice)).body;
    await h.call('users/lists/update', { listId: pub.id, isPublic: true }, alice);
    const seen = (await h.call('users/lists/list', { userId: aliceId })).body as { id: string }[];
    expect(seen.map((l) => l.id)).toContain(pub.id);
    expect(seen.every((l) => mine.every((p) => p.id !== l.id || p.isPublic))).toBe(true);
    const frank = (await h.call('users/show', { username: 'frank', host: 'remote.example' })).body.id;
    expect((await h.call('users/lists/list', { userId: frank })).body.error.code).toBe('REMOTE_USER_NOT_ALLOWED');
    expect((await h.call('users/lists/list', {})).body.error.code).toBe('INVALID_PARAM');
  });

  it('clips and note favorites answer like Misskey 2025.9 (checked against a real server)', async () => {
    const note = (await h.call('notes/create', { text: 'fav me' }, carol)).body.createdNote;
    const clip = (await h.call('clips/create', { name: 'Real', description: null, isPublic: true }, alice)).body;
    expect(clip).toMatchObject({ favoritedCount: 0, isFavorited: false, notesCount: 0, lastClippedAt: null });
    expect((await h.call('clips/favorite', { clipId: clip.id }, carol)).status).toBe(204);
    expect((await h.call('clips/favorite', { clipId: clip.id }, carol)).body.error).toMatchObject({
      code: 'ALREADY_FAVORITED',
      id: '92658936-c625-4273-8326-2d790129256e',
    });
    expect((await h.call('clips/show', { clipId: clip.id }, carol)).body).toMatchObject({ favoritedCount: 1, isFavorited: true });
    expect((await h.call('clips/show', { clipId: clip.id })).body).not.toHaveProperty('isFavorited');
    expect((await h.call('clips/my-favorites', {}, carol)).body.map((c: { id: string }) => c.id)).toContain(clip.id);
    await h.call('clips/add-note', { clipId: clip.id, noteId: note.id }, alice);
    expect((await h.call('clips/remove-note', { clipId: clip.id, noteId: note.id }, alice)).status).toBe(204);
    expect((await h.call('clips/remove-note', { clipId: clip.id, noteId: note.id }, alice)).status).toBe(204);
    expect((await h.call('notes/favorites/create', { noteId: note.id }, alice)).status).toBe(204);
    expect((await h.call('notes/favorites/create', { noteId: note.id }, alice)).body.error).toMatchObject({
      code: 'ALREADY_FAVORITED',
      id: 'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6',
    });
    expect((await h.call('notes/state', { noteId: note.id }, alice)).body).toEqual({ isFavorited: true, isMutedThread: false });
    const favs = (await h.call('i/favorites', { limit: 1 }, alice)).body;
    expect(favs[0]).toMatchObject({ noteId: note.id, note: { id: note.id } });
    expect((await h.call('notes/favorites/delete', { noteId: note.id }, alice)).status).toBe(204);
    expect((await h.call('notes/favorites/delete', { noteId: note.id }, alice)).body.error).toMatchObject({
      code: 'NOT_FAVORITED',
      id: 'b625fc69-635e-45e9-86f4-dbefbef35af5',
    });
    await h.call('clips/delete', { clipId: clip.id }, alice);
    expect((await h.call('clips/show', { clipId: clip.id })).body.error).toMatchObject({
      code: 'NO_SUCH_CLIP',
      id: 'c3c5fe33-d62c-44d2-9ea5-d997703f5c20',
    });
  });

  it('users/lists/show: own list only unless forPublic; forPublic gives likedCount and isLiked; favorite twice is ALREADY_FAVORITED', async () => {
    const list = (await h.call('users/lists/create', { name: 'Liked' }, alice)).body;
    expect((await h.call('users/lists/show', { listId: list.id }, carol)).body.error.code).toBe('NO_SUCH_LIST');
    expect((await h.call('users/lists/show', { listId: list.id, forPublic: true }, carol)).body.error.code).toBe('NO_SUCH_LIST');
    await h.call('users/lists/update', { listId: list.id, isPublic: true }, alice);
    expect((await h.call('users/lists/show', { listId: list.id }, carol)).body.error.code).toBe('NO_SUCH_LIST');
    expect((await h.call('users/lists/show', { listId: list.id }, alice)).body).not.toHaveProperty('likedCount');
    expect((await h.call('users/lists/favorite', { listId: list.id }, carol)).status).toBe(204);
    const again = (await h.call('users/lists/favorite', { listId: list.id }, carol)).body.error;
    expect(again).toMatchObject({ code: 'ALREADY_FAVORITED', id: '6425bba0-985b-461e-af1b-518070e72081' });
    expect((await h.call('users/lists/show', { listId: list.id, forPublic: true }, carol)).body).toMatchObject({
      likedCount: 1,
      isLiked: true,
    });
    expect((await h.call('users/lists/show', { listId: list.id, forPublic: true })).body).toMatchObject({ likedCount: 1, isLiked: false });
    await h.call('users/lists/unfavorite', { listId: list.id }, carol);
    const notLiked = (await h.call('users/lists/unfavorite', { listId: list.id }, carol)).body.error;
    expect(notLiked).toMatchObject({ code: 'ALREADY_FAVORITED', id: '835c4b27-463d-4cfa-969b-a9058678d465' });
  });

  it('lists and the list timeline', async () => {
    const lists = (await h.call('users/lists/list', {}, alice)).body;
    const friends = lists.find((l: { name: string }) => l.name === 'Friends');
    const tl = await h.call('notes/user-list-timeline', { listId: friends.id, limit: 10 }, alice);
    expect(tl.body.length).toBeGreaterThan(0);
    const carolId = (await h.call('users/show', { username: 'carol' })).body.id;
    expect(tl.body.every((n: { userId: string }) => friends.userIds.includes(n.userId))).toBe(true);
    const list = (await h.call('users/lists/create', { name: 'New' }, alice)).body;
    await h.call('users/lists/push', { listId: list.id, userId: carolId }, alice);
    expect((await h.call('users/lists/show', { listId: list.id }, alice)).body.userIds).toEqual([carolId]);
  });

  it('antennas collect matching notes and stream them', async () => {
    const a = (
      await h.call(
        'antennas/create',
        {
          name: 'Pudding',
          src: 'all',
          keywords: [['pudding']],
          excludeKeywords: [],
          users: [],
          caseSensitive: false,
          withReplies: false,
          withFile: false,
        },
        alice,
      )
    ).body;
    const stream = h.stream(alice);
    await connected(stream);
    const ch = stream.useChannel('antenna', { antennaId: a.id });
    await new Promise((r) => setTimeout(r, 50));
    const got = waitFor<entities.Note>((r) => ch.on('note', r));
    await h.call('notes/create', { text: 'I love pudding 🍮' }, carol);
    expect((await got).text).toContain('pudding');
    const notes = await h.call('antennas/notes', { antennaId: a.id }, alice);
    expect(notes.body).toHaveLength(1);
  });

  it('channels and channel timelines', async () => {
    const fav = await h.call('channels/my-favorites', {}, alice);
    const ch = fav.body[0];
    expect(ch.name).toBe('Kite builders');
    const show = await h.call('channels/show', { channelId: ch.id }, alice);
    expect(show.body.pinnedNotes.length).toBe(1);
    const posted = (await h.call('notes/create', { text: 'in channel', channelId: ch.id, visibility: 'home' }, carol)).body.createdNote;
    expect(posted).toMatchObject({ channelId: ch.id, visibility: 'public', localOnly: true, channel: { name: 'Kite builders' } });
    expect((await h.call('channels/timeline', { channelId: ch.id, limit: 1 }, alice)).body[0].id).toBe(posted.id);
    const ltl = await h.call('notes/local-timeline', { limit: 20 }, alice);
    expect(ltl.body.some((n: { id: string }) => n.id === posted.id)).toBe(false);
  });

  it('drafts honour noteDraftLimit', async () => {
    const d = (await h.call('notes/drafts/create', { text: 'draft' }, alice)).body.createdDraft;
    expect(d.text).toBe('draft');
    await h.call('notes/drafts/update', { draftId: d.id, text: 'edited' }, alice);
    expect((await h.call('notes/drafts/list', {}, alice)).body.some((x: { text: string }) => x.text === 'edited')).toBe(true);
    expect((await h.call('notes/drafts/delete', { draftId: d.id }, alice)).status).toBe(204);
    const denied = await h.call('notes/drafts/create', { text: 'nope' }, dave);
    expect(denied.body.error).toMatchObject({ code: 'TOO_MANY_DRAFTS', id: '9ee33bbe-fde3-4c71-9b51-e50492c6b9c8' });
  });

  it('registry get/set/keys/remove with NO_SUCH_KEY', async () => {
    const scope = ['client', 'preferences', 'backups'];
    expect((await h.call('i/registry/get', { scope, key: 'p1' }, alice)).body.error.code).toBe('NO_SUCH_KEY');
    await h.call('i/registry/set', { scope, key: 'p1', value: { theme: 'dark' } }, alice);
    expect((await h.call('i/registry/get', { scope, key: 'p1' }, alice)).body).toEqual({ theme: 'dark' });
    expect((await h.call('i/registry/keys', { scope }, alice)).body).toEqual(['p1']);
    expect((await h.call('i/registry/get-all', { scope }, alice)).body).toEqual({ p1: { theme: 'dark' } });
    await h.call('i/registry/remove', { scope, key: 'p1' }, alice);
    expect((await h.call('i/registry/keys', { scope }, alice)).body).toEqual([]);
    // A missing key: 204 like the real server, not NO_SUCH_KEY.
    expect((await h.call('i/registry/remove', { scope, key: 'p1' }, alice)).status).toBe(204);
    // The sync layout of Misskey's web client: [scope, value] pairs under default:<key>.
    await h.call('i/registry/set', { scope: ['client', 'preferences', 'sync'], key: 'default:animation', value: [[{}, false]] }, alice);
    expect((await h.call('i/registry/get', { scope: ['client', 'preferences', 'sync'], key: 'default:animation' }, alice)).body).toEqual([
      [{}, false],
    ]);
  });

  it('registry: scope names of word characters only and a non-empty key, as a real 2025.9 checks (INVALID_PARAM)', async () => {
    const bad = await h.call('i/registry/get', { scope: ['client', 'bad scope!'], key: 'x' }, alice);
    expect(bad.body.error).toMatchObject({ code: 'INVALID_PARAM', info: { param: '#/properties/scope/items/pattern' } });
    const empty = await h.call('i/registry/set', { scope: ['client'], key: '', value: 1 }, alice);
    expect(empty.body.error).toMatchObject({ code: 'INVALID_PARAM', info: { param: '#/properties/key/minLength' } });
    // The deck's records (client/preferences/sync, default:deck.profiles) pass: keys may hold dots and colons.
    const ok = await h.call('i/registry/set', { scope: ['client', 'preferences', 'sync'], key: 'default:deck.profiles', value: [] }, alice);
    expect(ok.status).toBe(204);
  });
});
