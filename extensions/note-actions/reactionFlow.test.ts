import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@kite/sdk';
import { dialogsDouble, i18nDouble, meFixture, mockApi, noteFixture } from '@kite/sdk/testing';
import { acceptsEmoji, reactionFlow } from './reactionFlow';
import { renoteVisibility } from './renote';

const base = noteFixture({ id: 'n', reactions: {}, reactionCount: 0, myReaction: null, reactionAcceptance: null, visibility: 'public' });
const me = meFixture({ id: 'me' });

function deps(confirm: boolean) {
  const api = mockApi({ 'notes/reactions/create': () => undefined, 'notes/reactions/delete': () => undefined });
  const dialogs = dialogsDouble({ confirm });
  const i18n = i18nDouble();
  return { api, dialogs, d: { api, dialogs, t: i18n.t.bind(i18n), me, requestSignin: vi.fn() } };
}

describe('reaction flow', () => {
  it('creates without asking', async () => {
    const { api, dialogs, d } = deps(true);
    const next = await reactionFlow(base, '👍', d);
    expect(api.calls.map((c) => [c.endpoint, c.params])).toEqual([['notes/reactions/create', { noteId: 'n', reaction: '👍' }]]);
    expect(dialogs.shown).toEqual([]);
    expect(next).toMatchObject({ myReaction: '👍', reactions: { '👍': 1 } });
  });

  it('changes only after confirmation: delete old, create new', async () => {
    const mine = noteFixture({ ...base, reactions: { '👍': 2 }, myReaction: '👍' });
    const no = deps(false);
    expect(await reactionFlow(mine, '🎉', no.d)).toBeNull();
    expect(no.api.calls).toEqual([]);
    const yes = deps(true);
    const next = await reactionFlow(mine, '🎉', yes.d);
    expect(yes.api.endpoints()).toEqual(['notes/reactions/delete', 'notes/reactions/create']);
    expect(next).toMatchObject({ myReaction: '🎉', reactions: { '👍': 1, '🎉': 1 } });
  });

  it('cancels the same reaction after confirmation; like-only toggles a heart without asking', async () => {
    const mine = noteFixture({ ...base, reactions: { '👍': 1 }, myReaction: '👍' });
    const yes = deps(true);
    expect(await reactionFlow(mine, '👍', yes.d)).toMatchObject({ myReaction: null, reactions: {} });
    const like = noteFixture({ ...base, reactionAcceptance: 'likeOnly' });
    const l = deps(false);
    expect(await reactionFlow(like, '🎉', l.d)).toMatchObject({ myReaction: '❤' });
    expect(l.dialogs.confirms).toEqual([]);
  });

  it('a refused reaction is said with the server message and changes nothing', async () => {
    const refused = new ApiError({
      code: 'RATE_LIMIT_EXCEEDED',
      id: 'x',
      message: 'rate limited',
      endpoint: 'notes/reactions/create',
      status: 429,
    });
    const api = mockApi({
      'notes/reactions/create': () => {
        throw refused;
      },
    });
    const i18n = i18nDouble();
    const d = { api, dialogs: dialogsDouble({ confirm: true }), t: i18n.t.bind(i18n), me, requestSignin: vi.fn() };
    expect(await reactionFlow(base, '👍', d)).toBeNull();
    expect(api.shownErrors).toEqual([refused]);
  });

  it('a lost answer: the note as the server has it decides — done once, or said as failed', async () => {
    const lost = () => {
      throw new ApiError({ code: 'NETWORK_ERROR', id: '', message: 'offline', endpoint: 'notes/reactions/create' });
    };
    const i18n = i18nDouble();
    const made = mockApi({ 'notes/reactions/create': lost, 'notes/show': () => ({ ...base, myReaction: '👍' }) });
    const d = { api: made, dialogs: dialogsDouble({ confirm: true }), t: i18n.t.bind(i18n), me, requestSignin: vi.fn() };
    expect(await reactionFlow(base, '👍', d)).toMatchObject({ myReaction: '👍', reactionCount: 1 });
    expect(made.endpoints()).toEqual(['notes/reactions/create', 'notes/show']);
    expect(made.shownErrors).toEqual([]);

    const notMade = mockApi({ 'notes/reactions/create': lost, 'notes/show': () => ({ ...base, myReaction: null }) });
    expect(await reactionFlow(base, '👍', { ...d, api: notMade })).toBeNull();
    expect(notMade.shownErrors).toHaveLength(1);
  });

  it('a change whose new reaction is refused puts the old one back, or shows none when even that fails', async () => {
    const mine = noteFixture({ ...base, reactions: { '👍': 2 }, myReaction: '👍' });
    const i18n = i18nDouble();
    const tries: string[] = [];
    const api = mockApi({
      'notes/reactions/delete': () => undefined,
      'notes/reactions/create': ({ reaction }) => {
        tries.push(reaction);
        if (reaction === '🎉') throw new Error('not accepted');
      },
    });
    const d = { api, dialogs: dialogsDouble({ confirm: true }), t: i18n.t.bind(i18n), me, requestSignin: vi.fn() };
    // The old 👍 is created again: the note stays as it was.
    expect(await reactionFlow(mine, '🎉', d)).toBeNull();
    expect(tries).toEqual(['🎉', '👍']);
    expect(api.shownErrors).toHaveLength(1);

    const down = mockApi({
      'notes/reactions/delete': () => undefined,
      'notes/reactions/create': () => {
        throw new Error('down');
      },
    });
    // Neither came back: the note shows what the server now has, no reaction of mine.
    expect(await reactionFlow(mine, '🎉', { ...d, api: down })).toMatchObject({ myReaction: null, reactions: { '👍': 1 } });
  });

  it('a moved account gets accountMovedShort; visitors are asked to sign in', async () => {
    const moved = deps(true);
    expect(await reactionFlow(base, '👍', { ...moved.d, me: meFixture({ id: 'me', movedTo: 'x' }) })).toBeNull();
    expect(moved.dialogs.alerts).toHaveLength(1);
    expect(moved.api.calls).toEqual([]);
    const visitor = deps(true);
    await reactionFlow(base, '👍', { ...visitor.d, me: null });
    expect(visitor.d.requestSignin).toHaveBeenCalled();
  });

  it('acceptance: nonSensitiveOnly hides sensitive emoji, likeOnly hides all', () => {
    expect(acceptsEmoji({ ...base, reactionAcceptance: 'nonSensitiveOnly' }, { isSensitive: true }, null)).toBe(false);
    expect(acceptsEmoji(base, { isSensitive: true }, null)).toBe(true);
    expect(acceptsEmoji({ ...base, reactionAcceptance: 'likeOnly' }, {}, null)).toBe(false);
  });
});

describe('renote visibility', () => {
  it('is the narrowest of the note and the default; a sensitive channel forces home', () => {
    const channel = { id: 'c', name: 'C', color: '#86b300', isSensitive: true, allowRenoteToExternal: true, userId: null };
    expect(renoteVisibility({ ...base, visibility: 'home' }, 'public')).toBe('home');
    expect(renoteVisibility(base, 'followers')).toBe('followers');
    expect(renoteVisibility({ ...base, channel }, 'public')).toBe('home');
  });
});
