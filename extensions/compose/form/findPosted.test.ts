import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { ApiError } from '@kite/sdk';
import type { ApiService } from '@kite/sdk';
import { findPostedNote, madeFrom, outcomeUnclear } from './findPosted';

const note = (over: Partial<entities.Note>): entities.Note =>
  ({
    id: 'n1',
    createdAt: new Date(10_000_000).toISOString(),
    text: 'hello',
    cw: null,
    replyId: null,
    renoteId: null,
    channelId: null,
    visibility: 'public',
    fileIds: [],
    ...over,
  }) as entities.Note;

describe('after a failed post', () => {
  it('an answer that was lost or unreadable leaves the outcome open; a clear refusal does not', () => {
    const err = (code: string, status?: number) => new ApiError({ code, id: '', message: '', endpoint: 'notes/create', status });
    expect(outcomeUnclear(err('NETWORK_ERROR'))).toBe(true);
    expect(outcomeUnclear(err('INVALID_RESPONSE', 200))).toBe(true);
    expect(outcomeUnclear(err('UNKNOWN', 502))).toBe(true);
    expect(outcomeUnclear(err('INTERNAL_ERROR', 500))).toBe(true);
    expect(outcomeUnclear(err('RATE_LIMIT_EXCEEDED', 429))).toBe(false);
    expect(outcomeUnclear(err('CONTAINS_PROHIBITED_WORDS', 400))).toBe(false);
    expect(outcomeUnclear(err('ABORTED'))).toBe(false);
  });

  it('matches a note by everything the post asked for', () => {
    const params = { text: 'hello', visibility: 'public' as const, fileIds: ['f2', 'f1'] };
    expect(madeFrom(note({ fileIds: ['f1', 'f2'] }), params)).toBe(true);
    expect(madeFrom(note({ fileIds: ['f1'] }), params)).toBe(false);
    expect(madeFrom(note({ fileIds: ['f1', 'f2'], cw: 'spoiler' }), params)).toBe(false);
    expect(madeFrom(note({ fileIds: ['f1', 'f2'], visibility: 'home' }), params)).toBe(false);
    expect(madeFrom(note({ fileIds: ['f1', 'f2'], replyId: 'r' }), params)).toBe(false);
    expect(madeFrom(note({ text: null, renoteId: 'x' }), { renoteId: 'x' })).toBe(true);
  });

  it("finds the post among the poster's newest notes, made since it was sent, with the poster's account", async () => {
    const request = vi.fn().mockResolvedValue([note({ id: 'old', createdAt: new Date(0).toISOString() }), note({ id: 'new' })]);
    const api = { request } as unknown as ApiService;
    const found = await findPostedNote(api, { text: 'hello' }, 'u1', 10_000_000, { account: 'a2' });
    expect(found?.id).toBe('new');
    expect(request).toHaveBeenCalledWith('users/notes', expect.objectContaining({ userId: 'u1', withChannelNotes: true }), {
      account: 'a2',
    });
    request.mockResolvedValue([note({ text: 'other' })]);
    expect(await findPostedNote(api, { text: 'hello' }, 'u1', 10_000_000)).toBeNull();
  });
});
