import { describe, expect, it } from 'vitest';
import { applyVisibilityRules, mentionsNotRecipients, needsLargeScaleWarning, selectableVisibilities } from './visibility';

const base = { visibility: 'public' as const, localOnly: false, silenced: false, channel: null, reply: null };

describe('visibility rules (spec 2 §4)', () => {
  it('switches a silenced user from public to home, and hides public from the picker', () => {
    expect(applyVisibilityRules({ ...base, silenced: true }).visibility).toBe('home');
    expect(applyVisibilityRules({ ...base, silenced: true, visibility: 'followers' }).visibility).toBe('followers');
    expect(selectableVisibilities(true)).not.toContain('public');
    expect(selectableVisibilities(false)).toContain('public');
  });
  it('forces public + local-only in a channel and locks both', () => {
    const r = applyVisibilityRules({ ...base, visibility: 'followers', channel: { id: 'c1' }, silenced: true });
    expect(r).toEqual({ visibility: 'public', localOnly: true, visibilityLocked: true, localOnlyLocked: true });
  });
  it('narrows a reply to the replied note, never widens', () => {
    expect(applyVisibilityRules({ ...base, reply: { visibility: 'home', localOnly: false } }).visibility).toBe('home');
    expect(applyVisibilityRules({ ...base, reply: { visibility: 'followers', localOnly: false } }).visibility).toBe('followers');
    expect(applyVisibilityRules({ ...base, reply: { visibility: 'specified', localOnly: false } }).visibility).toBe('specified');
    expect(applyVisibilityRules({ ...base, visibility: 'followers', reply: { visibility: 'public', localOnly: false } }).visibility).toBe(
      'followers',
    );
    expect(applyVisibilityRules({ ...base, reply: { visibility: 'public', localOnly: true } }).localOnly).toBe(true);
    expect(applyVisibilityRules({ ...base }).visibilityLocked).toBe(false);
  });
  it('warns on large-scale MFM only for public posts, looking at the CW when there is one', () => {
    expect(needsLargeScaleWarning({ visibility: 'public', useCw: false, cw: '', text: '$[x4 hi]' })).toBe(true);
    expect(needsLargeScaleWarning({ visibility: 'home', useCw: false, cw: '', text: '$[x4 hi]' })).toBe(false);
    expect(needsLargeScaleWarning({ visibility: 'public', useCw: false, cw: '', text: '$[spin hi]' })).toBe(false);
    expect(needsLargeScaleWarning({ visibility: 'public', useCw: true, cw: 'spoiler', text: '$[scale.x=4 hi]' })).toBe(false);
    expect(needsLargeScaleWarning({ visibility: 'public', useCw: true, cw: '$[x2 big]', text: 'hi' })).toBe(true);
    expect(needsLargeScaleWarning({ visibility: 'public', useCw: true, cw: '  ', text: '$[position.x=3 a]' })).toBe(true);
  });
  it('lists mentioned users who are not recipients of a specified note', () => {
    const r = mentionsNotRecipients(
      'hi @bob and @carol@remote.example and @alice @Bob',
      [{ username: 'bob', host: null }],
      { username: 'alice' },
      'localhost',
    );
    expect(r).toEqual([{ username: 'carol', host: 'remote.example' }]);
    expect(mentionsNotRecipients('@bob@localhost', [{ username: 'bob', host: null }], null, 'localhost')).toEqual([]);
    expect(mentionsNotRecipients('no mentions', [], null, 'localhost')).toEqual([]);
  });
});
