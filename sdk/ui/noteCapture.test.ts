// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { NoteCapture, applyNoteEvent, bulkIntervalMs } from './noteCapture';
import type { ApiService } from '../api';
import type { StreamService } from '../stream';

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

describe('NoteCapture', () => {
  it('subscribes new notes and unsubscribes them once every list item showing them was trimmed off', () => {
    const off = vi.fn();
    const subNote = vi.fn(() => off);
    const capture = new NoteCapture({ stream: { subNote } as unknown as StreamService, api: {} as ApiService, target: { update: vi.fn() }, meId: 'me', pollingInterval: 2 });
    const fresh = { ...note, id: 'a', createdAt: new Date().toISOString(), text: 'x', renote: null } as unknown as entities.Note;
    const renote = { ...note, id: 'r', createdAt: new Date().toISOString(), text: null, cw: null, files: [], poll: null, renote: fresh } as unknown as entities.Note;
    capture.track([fresh, renote]);
    expect(subNote).toHaveBeenCalledTimes(1);
    capture.untrack([fresh]);
    expect(off).not.toHaveBeenCalled();
    capture.untrack([renote]);
    expect(off).toHaveBeenCalledTimes(1);
    capture.dispose();
  });
});
