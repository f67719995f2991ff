// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { applyNoteEvent, bulkIntervalMs } from './noteCapture';

const note = { id: 'n', reactions: { '👍': 1 }, reactionEmojis: {}, reactionCount: 1, myReaction: null, poll: null } as unknown as entities.Note;

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

  it('bulk refresh interval: 10 s × 1 / 1.5 / 2.25 by polling setting', () => {
    expect([bulkIntervalMs(3), bulkIntervalMs(2), bulkIntervalMs(1)]).toEqual([10_000, 15_000, 22_500]);
  });
});
