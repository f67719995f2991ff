// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { NOTE_STORE } from './noteStore';
import { markFirstContent } from '../firstContent';
import { noteFixture, streamDouble, testNoteStore, userLiteFixture } from '../testing';
import type { TestStream } from '../testing';

/** Note `id` by user `u-<id>` (a renote of one's own note is told by the author). */
function mk(id: string, extra: Partial<entities.Note> = {}): entities.Note {
  return noteFixture({ id, user: userLiteFixture({ id: `u-${id}` }), text: `text ${id}`, ...extra });
}

function makeStore(stream: TestStream = streamDouble()) {
  return testNoteStore({ stream, meId: 'me' });
}

describe('NoteStoreImpl', () => {
  it('holds one object per note: a change to a renote target shows through the renote', () => {
    const store = makeStore();
    const target = mk('t');
    const renote = store.put(mk('r', { text: null, renote: target, renoteId: 't' }));
    store.hold([renote]);
    const seen = vi.fn();
    store.subscribe('r', seen);
    store.set('t', { ...store.get('t')!, reactions: { '👍': 1 }, reactionCount: 1, myReaction: '👍' });
    expect(store.get('r')!.renote!.reactions).toEqual({ '👍': 1 });
    expect(seen).toHaveBeenCalled();
  });

  it('deleting a target deletes its pure renotes and tells the lists', () => {
    const store = makeStore();
    store.put(mk('r', { text: null, renote: mk('t'), renoteId: 't' }));
    const deleted: string[] = [];
    store.onDeleted((id) => deleted.push(id));
    store.set('t', null);
    expect(deleted.sort()).toEqual(['r', 't']);
    expect(store.get('r')).toBeNull();
  });

  it('counts a created renote or reply once, and not a renote of one’s own note', () => {
    const store = makeStore();
    store.put(mk('t'));
    const rn = mk('r', { text: null, renote: mk('t'), renoteId: 't', user: userLiteFixture({ id: 'someone' }) });
    store.created(rn);
    store.created(rn);
    expect(store.get('t')!.renoteCount).toBe(1);
    store.created(mk('own', { text: null, renote: mk('t'), renoteId: 't', user: userLiteFixture({ id: 'u-t' }) }));
    expect(store.get('t')!.renoteCount).toBe(1);
    store.created(mk('reply', { reply: mk('t'), replyId: 't' }));
    expect(store.get('t')!.repliesCount).toBe(1);
  });

  it('a streamed note keeps the stored version of what it embeds; a fetched one replaces it', () => {
    const store = makeStore();
    store.put(mk('t', { reactionCount: 5 }));
    store.created(mk('r', { text: null, renote: mk('t', { reactionCount: 1 }), renoteId: 't' }));
    expect(store.get('t')!.reactionCount).toBe(5);
    store.put(mk('r2', { text: null, renote: mk('t', { reactionCount: 7 }), renoteId: 't' }));
    expect(store.get('t')!.reactionCount).toBe(7);
    expect(store.get('r')!.renote!.reactionCount).toBe(7);
  });

  it('stays bounded: notes no view holds are dropped beyond the kept few', () => {
    const store = makeStore();
    const listed: entities.Note[] = [];
    for (let i = 0; i < 2000; i++) {
      const n = store.put(mk(`n${i}`));
      store.hold([n]);
      listed.push(n);
    }
    expect(store.size).toBe(2000);
    store.release(listed);
    expect(store.size).toBe(NOTE_STORE.keepReleased);
    // A held note is never dropped.
    const kept = store.put(mk('kept'));
    const release = store.hold([kept]);
    for (let i = 0; i < 1000; i++) store.put(mk(`m${i}`));
    expect(store.get('kept')).toBeDefined();
    release();
  });

  it('watches the shown note of a pure renote once for every view', async () => {
    const stream = streamDouble();
    const store = makeStore(stream);
    const r = store.put(mk('r', { text: null, renote: mk('t'), renoteId: 't' }));
    const a = store.watch([r]);
    const b = store.watch([store.get('t')!]);
    // The capture's code loads after the first content; what was asked before is done then.
    expect(stream.subscribedNotes).toEqual([]);
    markFirstContent();
    const capture = await store.following();
    expect(stream.subscribedNotes).toEqual(['t']);
    a();
    b();
    expect(capture.size).toBe(0);
    expect(stream.unsubscribedNotes).toEqual(['t']);
  });
});
