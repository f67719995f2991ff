// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { NoteCapture, applyNoteEvent, bulkIntervalMs } from './noteCapture';
import type { ApiService } from '../api';
import type { StreamService } from '../stream';

const note = {
  id: 'n',
  reactions: { '👍': 1 },
  reactionEmojis: {},
  reactionCount: 1,
  myReaction: null,
  poll: null,
} as unknown as entities.Note;

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
    const mine = { ...note, reactions: { '🎉': 1 }, myReaction: '🎉' } as entities.Note;
    expect(applyNoteEvent(mine, { id: 'n', type: 'reacted', body: { reaction: '🎉', userId: 'me' } }, 'me', new Map())).toBe(mine);
    expect(applyNoteEvent(note, { id: 'n', type: 'deleted', body: {} }, 'me', new Map())).toBeNull();
  });

  it('does not count the viewer’s own poll vote twice (applied when they voted)', () => {
    const polled = {
      ...note,
      poll: {
        multiple: false,
        expiresAt: null,
        choices: [
          { text: 'a', votes: 1, isVoted: true },
          { text: 'b', votes: 0, isVoted: false },
        ],
      },
    } as unknown as entities.Note;
    expect(applyNoteEvent(polled, { id: 'n', type: 'pollVoted', body: { choice: 0, userId: 'me' } }, 'me', new Map())).toBe(polled);
    const other = applyNoteEvent(polled, { id: 'n', type: 'pollVoted', body: { choice: 1, userId: 'u2' } }, 'me', new Map())!;
    expect(other.poll!.choices.map((c) => c.votes)).toEqual([1, 1]);
  });

  it('bulk refresh interval: 10 s × 1 / 1.5 / 2.25 by polling setting', () => {
    expect([bulkIntervalMs(3), bulkIntervalMs(2), bulkIntervalMs(1)]).toEqual([10_000, 15_000, 22_500]);
  });
});

describe('NoteCapture', () => {
  const fresh = { ...note, id: 'a', createdAt: new Date().toISOString() } as unknown as entities.Note;
  const old = { ...note, id: 'o', createdAt: new Date(Date.now() - 3_600_000).toISOString() } as unknown as entities.Note;
  const make = (subNote = vi.fn(() => vi.fn())) =>
    new NoteCapture({
      stream: { subNote } as unknown as StreamService,
      api: {} as ApiService,
      target: { update: vi.fn() },
      meId: () => 'me',
      pollingInterval: () => 2,
    });

  it('subscribes a note once however many views watch it, and unsubscribes when the last one stops', () => {
    const off = vi.fn();
    const subNote = vi.fn(() => off);
    const capture = make(subNote);
    capture.watch([fresh]);
    capture.watch([fresh]);
    expect(subNote).toHaveBeenCalledTimes(1);
    capture.unwatch(['a']);
    expect(off).not.toHaveBeenCalled();
    capture.unwatch(['a']);
    expect(off).toHaveBeenCalledTimes(1);
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
    let listener: ((ev: { id: string; type: string; body: Record<string, unknown> }) => void) | null = null;
    const subNote = vi.fn((_id: string, fn: typeof listener) => {
      listener = fn;
      return () => {};
    });
    const update = vi.fn();
    const capture = new NoteCapture({
      stream: { subNote } as unknown as StreamService,
      api: {} as ApiService,
      target: { update },
      meId: () => 'me',
      pollingInterval: () => 2,
    });
    capture.watch([fresh]);
    listener!({ id: 'a', type: 'reacted', body: { reaction: '👍', userId: 'u' } });
    expect(update).toHaveBeenCalledTimes(1);
    capture.unwatch(['a']);
    listener!({ id: 'a', type: 'reacted', body: { reaction: '🎉', userId: 'v' } });
    expect(update).toHaveBeenCalledTimes(1);
  });
});
