// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { NoteCapture, applyNoteEvent, bulkIntervalMs } from './noteCapture';
import { mockApi, noteFixture, streamDouble } from '../testing';

const note = noteFixture({ id: 'n', reactions: { '👍': 1 }, reactionEmojis: {}, reactionCount: 1, myReaction: null, poll: null });

describe('applyNoteEvent', () => {
  it('counts a reaction once per user and ignores the duplicate', () => {
    const seen = new Map();
    const ev = { id: 'n', type: 'reacted', body: { reaction: '👍', userId: 'u1' } };
    const a = applyNoteEvent(note, ev, 'me', seen)!;
    expect(a.reactions['👍']).toBe(2);
    expect(applyNoteEvent(a, ev, 'me', seen)).toBe(a);
    const b = applyNoteEvent(a, { id: 'n', type: 'unreacted', body: { reaction: '👍', userId: 'u1' } }, 'me', seen)!;
    expect(b.reactions['👍']).toBe(1);
  });

  it('does not count the viewer’s own reaction twice and drops deleted notes', () => {
    const mine = { ...note, reactions: { '🎉': 1 }, myReaction: '🎉' };
    expect(applyNoteEvent(mine, { id: 'n', type: 'reacted', body: { reaction: '🎉', userId: 'me' } }, 'me', new Map())).toBe(mine);
    expect(applyNoteEvent(note, { id: 'n', type: 'deleted', body: {} }, 'me', new Map())).toBeNull();
  });

  it('does not count the viewer’s own poll vote twice (applied when they voted)', () => {
    const polled = noteFixture({
      ...note,
      poll: {
        multiple: false,
        expiresAt: null,
        choices: [
          { text: 'a', votes: 1, isVoted: true },
          { text: 'b', votes: 0, isVoted: false },
        ],
      },
    });
    expect(applyNoteEvent(polled, { id: 'n', type: 'pollVoted', body: { choice: 0, userId: 'me' } }, 'me', new Map())).toBe(polled);
    const other = applyNoteEvent(polled, { id: 'n', type: 'pollVoted', body: { choice: 1, userId: 'u2' } }, 'me', new Map())!;
    expect(other.poll!.choices.map((c) => c.votes)).toEqual([1, 1]);
  });

  it('bulk refresh interval: 10 s × 1 / 1.5 / 2.25 by polling setting', () => {
    expect([bulkIntervalMs(3), bulkIntervalMs(2), bulkIntervalMs(1)]).toEqual([10_000, 15_000, 22_500]);
  });
});

describe('NoteCapture', () => {
  const fresh = noteFixture({ ...note, id: 'a', createdAt: new Date().toISOString() });
  const old = noteFixture({ ...note, id: 'o', createdAt: new Date(Date.now() - 3_600_000).toISOString() });
  const make = (stream = streamDouble(), update = vi.fn()) =>
    new NoteCapture({ stream, api: mockApi(), target: { update }, meId: () => 'me', pollingInterval: () => 2 });

  it('subscribes a note once however many views watch it, and unsubscribes when the last one stops', () => {
    const stream = streamDouble();
    const capture = make(stream);
    capture.watch([fresh]);
    capture.watch([fresh]);
    expect(stream.subscribedNotes).toEqual(['a']);
    capture.unwatch(['a']);
    expect(stream.unsubscribedNotes).toEqual([]);
    capture.unwatch(['a']);
    expect(stream.unsubscribedNotes).toEqual(['a']);
    expect(capture.size).toBe(0);
  });

  it('runs the bulk-refresh timer only while an older note is watched', () => {
    const capture = make();
    expect(capture.ticking).toBe(false);
    capture.watch([old]);
    expect(capture.ticking).toBe(true);
    capture.unwatch(['o']);
    expect(capture.ticking).toBe(false);
  });

  it('applies stream events to the target only while watched', () => {
    const stream = streamDouble();
    const update = vi.fn();
    const capture = make(stream, update);
    capture.watch([fresh]);
    stream.updateNote({ id: 'a', type: 'reacted', body: { reaction: '👍', userId: 'u' } });
    expect(update).toHaveBeenCalledTimes(1);
    capture.unwatch(['a']);
    stream.updateNote({ id: 'a', type: 'reacted', body: { reaction: '🎉', userId: 'v' } });
    expect(update).toHaveBeenCalledTimes(1);
  });
});
