// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { NoteStoreImpl, markFirstContent } from '@kite/sdk';
import type { ApiService, StreamService } from '@kite/sdk';
import { LiveTimeline } from './liveTimeline';

let seq = 0;
function note(extra: Partial<entities.Note> = {}): entities.Note {
  const id = `n${String(++seq).padStart(6, '0')}`;
  return {
    id,
    createdAt: new Date().toISOString(),
    userId: `u${seq % 5}`,
    text: `t ${id}`,
    cw: null,
    files: [],
    fileIds: [],
    poll: null,
    renote: null,
    renoteId: null,
    reply: null,
    replyId: null,
    reactions: {},
    reactionEmojis: {},
    reactionCount: 0,
    myReaction: null,
    renoteCount: 0,
    repliesCount: 0,
    visibility: 'public',
    ...extra,
  } as unknown as entities.Note;
}

function setup(opts: { state?: StreamService['state']; missed?: entities.Note[] } = {}) {
  let onNote: ((n: entities.Note) => void) | null = null;
  const dispose = vi.fn();
  const offNote = vi.fn();
  const subNote = vi.fn(() => offNote);
  const stream = {
    useChannel: () => ({ on: (_e: string, fn: (n: entities.Note) => void) => void (onNote = fn), dispose }),
    onReconnect: () => () => {},
    subNote,
    state: opts.state ?? 'initializing',
  } as unknown as StreamService;
  const first = [note(), note(), note()];
  // As Misskey pages: a sinceId gets the oldest notes after it (`missed` is oldest first, read when asked).
  const request = vi.fn(async (_e: string, p: { sinceId?: string; limit?: number }) =>
    p.sinceId ? (opts.missed ?? []).filter((n) => n.id > p.sinceId!).slice(0, p.limit ?? 10) : first,
  );
  const api = { request } as unknown as ApiService;
  const notes = new NoteStoreImpl({ api, stream, meId: () => 'me', pollingInterval: () => 2 });
  const tl = new LiveTimeline(
    { endpoint: 'notes/local-timeline', params: {}, channel: 'localTimeline', key: 'local' },
    { api, stream, notes, meId: 'me', notesPerOneAd: 0, keep: () => true },
  );
  return { tl, notes, first, dispose, subNote, offNote, request, stream: (n: entities.Note) => onNote!(n) };
}

describe('LiveTimeline with the note store', () => {
  // The note capture's code loads after the first content.
  beforeAll(() => markFirstContent());

  it('joined on an open socket, it fetches what was posted between the first page and the channel', async () => {
    const missed = note({ id: 'n999999' });
    const { tl, request } = setup({ state: 'connected', missed: [missed] });
    tl.connect();
    await vi.waitFor(() => {
      tl.feed.flush();
      const shown = [...tl.feed.snapshot.items, ...tl.feed.snapshot.queue].map((n) => n.id);
      expect(shown).toContain(missed.id);
    });
    expect(request.mock.calls.map(([, p]) => Boolean(p.sinceId))).toEqual([false, true]);
  });

  it('a gap longer than a page is fetched page after page, so its newest notes are shown', async () => {
    const missed: entities.Note[] = [];
    const { tl, request } = setup({ state: 'connected', missed });
    // Posted after the first page was answered, before the channel was joined.
    for (let i = 0; i < 45; i++) missed.push(note());
    tl.connect();
    await vi.waitFor(() => {
      tl.feed.flush();
      const shown = [...tl.feed.snapshot.items, ...tl.feed.snapshot.queue].map((n) => n.id);
      expect(shown).toContain(missed[44]!.id);
    });
    expect(request.mock.calls.filter(([, p]) => p.sinceId)).toHaveLength(2);
  });

  it('on a socket still opening, it asks for the first page alone (connecting catches up)', async () => {
    const { tl, request } = setup({ state: 'initializing' });
    tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.state).toBe('ready'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a long stream at the top keeps the store, the subscriptions and the list bounded', async () => {
    const { tl, notes, stream } = setup();
    tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.state).toBe('ready'));
    for (let i = 0; i < 1000; i++) {
      const n = note(i % 3 === 0 ? { text: null, renote: note(), renoteId: `r${i}` } : {});
      if (i % 3 === 0) (n as { renoteId: string | null }).renoteId = n.renote!.id;
      stream(n);
      tl.feed.flush();
    }
    expect(tl.feed.snapshot.items.length).toBe(30);
    expect((await notes.following()).size).toBeLessThanOrEqual(30);
    // 30 listed notes, the notes they renote, and the hundred most recently released.
    expect(notes.size).toBeLessThanOrEqual(60 + 100);
  });

  it('cached away from its page it keeps its notes but follows nothing; back, it follows them again', async () => {
    const { tl, notes, first, dispose, subNote, offNote } = setup();
    const leave = tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.items.length).toBe(3));
    const capture = await notes.following();
    expect(subNote).toHaveBeenCalledTimes(3);
    leave();
    expect(dispose).toHaveBeenCalled();
    expect(offNote).toHaveBeenCalledTimes(3);
    expect(capture.size).toBe(0);
    expect(capture.ticking).toBe(false);
    // A change made elsewhere (the note page) while away is in the store on return.
    notes.set(first[0]!.id, { ...notes.get(first[0]!.id)!, reactionCount: 1, reactions: { '👍': 1 } });
    tl.connect();
    expect(subNote).toHaveBeenCalledTimes(6);
    expect(notes.get(first[0]!.id)!.reactionCount).toBe(1);
  });

  it('a note deleted anywhere leaves the list, with the pure renotes of it', async () => {
    const { tl, notes, first, stream } = setup();
    tl.connect();
    await vi.waitFor(() => expect(tl.feed.snapshot.items.length).toBe(3));
    const target = first[1]!;
    stream(note({ text: null, renote: target, renoteId: target.id }));
    tl.feed.flush();
    expect(tl.feed.snapshot.items.length).toBe(4);
    notes.set(target.id, null);
    expect(tl.feed.snapshot.items.map((i) => i.id)).toEqual([first[0]!.id, first[2]!.id]);
  });
});
