import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import type { ApiService, DialogService } from '@kite/sdk';
import { acceptsEmoji, reactionFlow } from './reactionFlow';
import { renoteVisibility } from './renote';

const base = {
  id: 'n',
  reactions: {},
  reactionCount: 0,
  myReaction: null,
  reactionAcceptance: null,
  user: { host: null },
  visibility: 'public',
} as unknown as entities.Note;
const me = { id: 'me' } as entities.MeDetailed;

function deps(confirm: boolean) {
  const request = vi.fn(async () => undefined);
  const dialogs = { confirm: vi.fn(async () => confirm), alert: vi.fn(async () => undefined) } as unknown as DialogService;
  return {
    request,
    dialogs,
    d: { api: { request } as unknown as ApiService, dialogs, t: (k: { en: string }) => k.en, me, requestSignin: vi.fn() },
  };
}

describe('reaction flow', () => {
  it('creates without asking', async () => {
    const { request, d } = deps(true);
    const next = await reactionFlow(base, '👍', d);
    expect(request).toHaveBeenCalledWith('notes/reactions/create', { noteId: 'n', reaction: '👍' });
    expect(next).toMatchObject({ myReaction: '👍', reactions: { '👍': 1 } });
  });

  it('changes only after confirmation: delete old, create new', async () => {
    const mine = { ...base, reactions: { '👍': 2 }, myReaction: '👍' } as entities.Note;
    const no = deps(false);
    expect(await reactionFlow(mine, '🎉', no.d)).toBeNull();
    expect(no.request).not.toHaveBeenCalled();
    const yes = deps(true);
    const next = await reactionFlow(mine, '🎉', yes.d);
    expect(yes.request.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['notes/reactions/delete', 'notes/reactions/create']);
    expect(next).toMatchObject({ myReaction: '🎉', reactions: { '👍': 1, '🎉': 1 } });
  });

  it('cancels the same reaction after confirmation; like-only toggles a heart without asking', async () => {
    const mine = { ...base, reactions: { '👍': 1 }, myReaction: '👍' } as entities.Note;
    const yes = deps(true);
    expect(await reactionFlow(mine, '👍', yes.d)).toMatchObject({ myReaction: null, reactions: {} });
    const like = { ...base, reactionAcceptance: 'likeOnly' } as entities.Note;
    const l = deps(false);
    expect(await reactionFlow(like, '🎉', l.d)).toMatchObject({ myReaction: '❤' });
    expect(l.dialogs.confirm).not.toHaveBeenCalled();
  });

  it('a moved account gets accountMovedShort; visitors are asked to sign in', async () => {
    const moved = deps(true);
    expect(await reactionFlow(base, '👍', { ...moved.d, me: { ...me, movedTo: 'x' } as entities.MeDetailed })).toBeNull();
    expect(moved.dialogs.alert).toHaveBeenCalled();
    const visitor = deps(true);
    await reactionFlow(base, '👍', { ...visitor.d, me: null });
    expect(visitor.d.requestSignin).toHaveBeenCalled();
  });

  it('acceptance: nonSensitiveOnly hides sensitive emoji, likeOnly hides all', () => {
    expect(acceptsEmoji({ ...base, reactionAcceptance: 'nonSensitiveOnly' } as entities.Note, { isSensitive: true }, null)).toBe(false);
    expect(acceptsEmoji(base, { isSensitive: true }, null)).toBe(true);
    expect(acceptsEmoji({ ...base, reactionAcceptance: 'likeOnly' } as entities.Note, {}, null)).toBe(false);
  });
});

describe('renote visibility', () => {
  it('is the narrowest of the note and the default; a sensitive channel forces home', () => {
    expect(renoteVisibility({ ...base, visibility: 'home' } as entities.Note, 'public')).toBe('home');
    expect(renoteVisibility(base, 'followers')).toBe('followers');
    expect(renoteVisibility({ ...base, channel: { isSensitive: true } } as unknown as entities.Note, 'public')).toBe('home');
  });
});
