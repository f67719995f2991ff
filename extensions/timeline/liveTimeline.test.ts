// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { markFirstContent } from '@kite/sdk';
import type { StreamState } from '@kite/sdk';
import { mockApi, noteFixture, streamDouble, testNoteStore, userLiteFixture } from '@kite/sdk/testing';
import { LiveTimeline } from './liveTimeline';

let seq = 0;
function note(extra: Partial<entities.Note> = {}): entities.Note {
  const id = `n${String(++seq).padStart(6, '0')}`;
  return noteFixture({ id, user: userLiteFixture({ id: `u${seq % 5}` }), text: `t ${id}`, ...extra });
}

function setup(opts: { state?: StreamState; missed?: entities.Note[] } = {}) {
  const stream = streamDouble({ state: opts.state ?? 'initializing' });
  const first = [note(), note(), note()];
  /** Whether each timeline request asked for what came after a note (`sinceId`). */
  const sinceAsked: boolean[] = [];
  // As Misskey pages: a sinceId gets the oldest notes after it (`missed` is oldest first, read when asked).
  const api = mockApi({
    'notes/local-timeline': ({ sinceId, limit }) => {
      sinceAsked.push(Boolean(sinceId));
      return sinceId ? (opts.missed ?? []).filter((n) => n.id > sinceId).slice(0, limit ?? 10) : first;
    },
  });
  const notes = testNoteStore({ api, stream, meId: 'me' });
  const tl = new LiveTimeline(
    { endpoint: 'notes/local-timeline', params: {}, channel: 'localTimeline', key: 'local' },
    { api, stream, notes, meId: 'me', notesPerOneAd: 0, keep: () => true },
  );
  return { tl, notes, first, sinceAsked, streamDouble: stream, stream: (n: entities.Note) => stream.emit('localTimeline', 'note', n) };
}

describe('LiveTimeline with the note store', () => {
  // The note capture's code loads after the first content.
  beforeAll(() => markFirstContent());

  it('joined on an open socket, it fetches what was posted between the first page and the channel', async () => {
    const missed = note({ id: 'n999999' });
    const { tl, sinceAsked } = setup({ state: 'connected', missed: [missed] });
    tl.connect();
    await vi.waitFor(() => {
      tl.feed.flush();
      const shown = [...tl.feed.snapshot.items, ...tl.feed.snapshot.queue].map((n) => n.id);
      expect(shown).toContain(missed.id);
    });
    expect(sinceAsked).toEqual([false, true]);
  });

  it('a gap longer than a page is fetched page after page, so its newest notes are shown', async () => {
    const missed: entities.Note[] = [];
    const { tl, sinceAsked } = setup({ state: 'connected', missed });
    // Posted after the first page was answered, before the channel was joined.
    for (let i = 0; i < 45; i++) missed.push(note());
    tl.connect();
    await vi.waitFor(() => {
      tl.feed.flush();
      const shown = [...tl.feed.snapshot.items, ...tl.feed.snapshot.queue].map((n) => n.id);
      expect(shown).toContain(missed[44].id);
    });
    expect(sinceAsked.filter(Boolean)).toHaveLength(2);
  });

  it('on a socket still opening, it asks for the first page alone (connecting catches up)', async () => {
    const { tl, sinceAsked } = setup({ state: 'initializing' });
    tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.state).toBe('ready'));
    expect(sinceAsked).toEqual([false]);
  });

  it('a long stream at the top keeps the store, the subscriptions and the list bounded', async () => {
    const { tl, notes, stream } = setup();
    tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.state).toBe('ready'));
    for (let i = 0; i < 1000; i++) {
      stream(note(i % 3 === 0 ? { text: null, renote: note() } : {}));
      tl.feed.flush();
    }
    expect(tl.feed.snapshot.items.length).toBe(30);
    expect((await notes.following()).size).toBeLessThanOrEqual(30);
    // 30 listed notes, the notes they renote, and the hundred most recently released.
    expect(notes.size).toBeLessThanOrEqual(60 + 100);
  });

  it('cached away from its page it keeps its notes but follows nothing; back, it follows them again', async () => {
    const { tl, notes, first, streamDouble: stream } = setup();
    const leave = tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.items.length).toBe(3));
    const capture = await notes.following();
    expect(stream.subscribedNotes).toHaveLength(3);
    leave();
    expect(stream.openChannels('localTimeline')).toEqual([]);
    expect(stream.unsubscribedNotes).toHaveLength(3);
    expect(capture.size).toBe(0);
    expect(capture.ticking).toBe(false);
    // A change made elsewhere (the note page) while away is in the store on return.
    notes.set(first[0].id, { ...notes.get(first[0].id)!, reactionCount: 1, reactions: { '👍': 1 } });
    tl.connect();
    expect(stream.subscribedNotes).toHaveLength(6);
    expect(notes.get(first[0].id)!.reactionCount).toBe(1);
  });

  it('a note deleted anywhere leaves the list, with the pure renotes of it', async () => {
    const { tl, notes, first, stream } = setup();
    tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.items.length).toBe(3));
    const target = first[1];
    stream(note({ text: null, renote: target, renoteId: target.id }));
    tl.feed.flush();
    expect(tl.feed.snapshot.items.length).toBe(4);
    notes.set(target.id, null);
    expect(tl.feed.snapshot.items.map((i) => i.id)).toEqual([first[0].id, first[2].id]);
  });
});
