import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from '../testing/harness';
import type { Harness } from '../testing/harness';

/**
 * channels/create and channels/update as the channel editor calls them, answered as a real
 * Misskey 2025.9 does (each shape and error id checked with curl against one).
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

const ids = (r: { body: { id: string }[] }) => r.body.map((c) => c.id);

describe('channel editing', () => {
  it('creates a channel: defaults, not followed by its creator, in owned but not featured until someone posts', async () => {
    const made = await h.call('channels/create', { name: 'Fresh' }, alice);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      name: 'Fresh',
      description: null,
      bannerUrl: null,
      color: '#86b300',
      isArchived: false,
      isSensitive: false,
      allowRenoteToExternal: true,
      usersCount: 0,
      notesCount: 0,
      isFollowing: false,
      isFavorited: false,
    });
    expect(made.body).not.toHaveProperty('pinnedNotes');
    expect(ids(await h.call('channels/owned', {}, alice))).toContain(made.body.id);
    expect(ids(await h.call('channels/featured', {}))).not.toContain(made.body.id);
  });

  it('refuses a banner that is not one of the caller’s files, and an empty name or description', async () => {
    const bad = await h.call('channels/create', { name: 'x', bannerId: 'aaaaaaaaaa' }, alice);
    expect(bad.body.error).toMatchObject({ code: 'NO_SUCH_FILE', id: 'cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050' });
    expect((await h.call('channels/create', { name: '' }, alice)).body.error.code).toBe('INVALID_PARAM');
    expect((await h.call('channels/create', { name: 'x', description: '' }, alice)).body.error.code).toBe('INVALID_PARAM');
  });

  it('updates what is given; bannerId null leaves the banner; archived channels leave owned; only the owner or a moderator may', async () => {
    const [file] = (await h.call('drive/files', { limit: 1 }, alice)).body as { id: string }[];
    const c = (await h.call('channels/create', { name: 'Edit me' }, alice)).body;
    const up = await h.call(
      'channels/update',
      {
        channelId: c.id,
        name: 'Edited',
        description: 'About',
        bannerId: file.id,
        color: '#ff0000',
        isSensitive: true,
        allowRenoteToExternal: false,
      },
      alice,
    );
    expect(up.body).toMatchObject({
      name: 'Edited',
      description: 'About',
      color: '#ff0000',
      isSensitive: true,
      allowRenoteToExternal: false,
    });
    expect(up.body.bannerUrl).toMatch(/^http/);
    expect(up.body).not.toHaveProperty('pinnedNotes');
    const kept = await h.call('channels/update', { channelId: c.id, bannerId: null, description: null }, alice);
    expect(kept.body).toMatchObject({ description: null, bannerUrl: up.body.bannerUrl });
    const badFile = await h.call('channels/update', { channelId: c.id, bannerId: 'aaaaaaaaaa' }, alice);
    expect(badFile.body.error).toMatchObject({ code: 'NO_SUCH_FILE', id: 'e86c14a4-0da2-4032-8df3-e737a04c7f3b' });
    const denied = await h.call('channels/update', { channelId: c.id, name: 'Mine now' }, carol);
    expect(denied.body.error).toMatchObject({ code: 'ACCESS_DENIED', id: '1fb7cb09-d46a-4fdf-b8df-057788cce513' });
    const missing = await h.call('channels/update', { channelId: 'aaaaaaaaaa', name: 'y' }, alice);
    expect(missing.body.error).toMatchObject({ code: 'NO_SUCH_CHANNEL', id: 'f9c5467f-d492-4c3c-9a8d-a70dacc86512' });
    expect((await h.call('channels/update', { channelId: c.id, isArchived: true }, alice)).body.isArchived).toBe(true);
    expect(ids(await h.call('channels/owned', {}, alice))).not.toContain(c.id);
    expect((await h.call('channels/show', { channelId: c.id })).body).toMatchObject({ isArchived: true, pinnedNotes: [] });
    const showMissing = await h.call('channels/show', { channelId: 'aaaaaaaaaa' });
    expect(showMissing.body.error.id).toBe('6f6c314b-7486-4897-8966-c04a66a02923');
  });

  it('pinned notes: ids kept as given (a note from outside the channel, an unknown id); channels/show packs the existing ones in that order', async () => {
    const c = (await h.call('channels/create', { name: 'Pins' }, alice)).body;
    const inside = (await h.call('notes/create', { text: 'inside', channelId: c.id }, alice)).body.createdNote;
    const outside = (await h.call('notes/create', { text: 'outside', visibility: 'home' }, alice)).body.createdNote;
    const up = await h.call('channels/update', { channelId: c.id, pinnedNoteIds: [outside.id, inside.id, 'aaaaaaaaaaaaaaaa'] }, alice);
    expect(up.body.pinnedNoteIds).toEqual([outside.id, inside.id, 'aaaaaaaaaaaaaaaa']);
    expect(up.body).not.toHaveProperty('pinnedNotes');
    const show = await h.call('channels/show', { channelId: c.id });
    expect(show.body.pinnedNoteIds).toEqual([outside.id, inside.id, 'aaaaaaaaaaaaaaaa']);
    expect(show.body.pinnedNotes.map((n: { text: string }) => n.text)).toEqual(['outside', 'inside']);
    await h.call('channels/update', { channelId: c.id, pinnedNoteIds: [] }, alice);
    expect((await h.call('channels/show', { channelId: c.id }, alice)).body.pinnedNotes).toEqual([]);
  });
});
