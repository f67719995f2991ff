import { describe, expect, it } from 'vitest';
import { canAddChoice, canPost, cwCounter, cwProblem, emptyPoll, filesCounter, pollProblem, pollToParams, textCounter } from './validation';
import type { PostButtonInput } from './validation';

const ok: PostButtonInput = {
  posting: false,
  uploading: false,
  queueReady: true,
  text: 'hello',
  maxText: 1000,
  useCw: false,
  cw: '',
  fileCount: 0,
  hasPoll: false,
  pollValid: true,
  hasRenote: false,
};

describe('text counter (spec 2 §5)', () => {
  it('defaults to 1000, shows under 100 left, warns above 90 %, errors above 100 %', () => {
    expect(textCounter('a'.repeat(900), null)).toEqual({ remaining: 100, show: false, level: 'normal' });
    expect(textCounter('a'.repeat(901), undefined)).toEqual({ remaining: 99, show: true, level: 'warning' });
    expect(textCounter('a'.repeat(1000), 1000).level).toBe('warning');
    expect(textCounter('a'.repeat(1001), 1000)).toEqual({ remaining: -1, show: true, level: 'error' });
    expect(textCounter('a'.repeat(50), 100)).toEqual({ remaining: 50, show: true, level: 'normal' });
  });
  it('counts an emoji once', () => {
    expect(textCounter('😀😀', 3).remaining).toBe(1);
  });
});

describe('content warning', () => {
  it('is required when on and at most 100; counter under 20 left', () => {
    expect(cwProblem(false, '')).toBeNull();
    expect(cwProblem(true, ' ')).toBe('required');
    expect(cwProblem(true, 'a'.repeat(100))).toBeNull();
    expect(cwProblem(true, 'a'.repeat(101))).toBe('tooLong');
    expect(cwCounter('a'.repeat(80)).show).toBe(false);
    expect(cwCounter('a'.repeat(81))).toEqual({ remaining: 19, show: true, level: 'normal' });
    expect(cwCounter('a'.repeat(101)).level).toBe('error');
  });
});

describe('files', () => {
  it('counts n/16 and highlights above 16', () => {
    expect(filesCounter(3)).toEqual({ text: '3/16', over: false });
    expect(filesCounter(16).over).toBe(false);
    expect(filesCounter(17).over).toBe(true);
  });
});

describe('post button rule', () => {
  it('needs content: text, file, poll or quote', () => {
    expect(canPost(ok)).toBe(true);
    expect(canPost({ ...ok, text: '   ' })).toBe(false);
    expect(canPost({ ...ok, text: '', fileCount: 1 })).toBe(true);
    expect(canPost({ ...ok, text: '', hasPoll: true })).toBe(true);
    expect(canPost({ ...ok, text: '', hasRenote: true })).toBe(true);
  });
  it('is off while mock, posting, uploading or with queued files not ready', () => {
    expect(canPost({ ...ok, mock: true })).toBe(false);
    expect(canPost({ ...ok, posting: true })).toBe(false);
    expect(canPost({ ...ok, uploading: true })).toBe(false);
    expect(canPost({ ...ok, queueReady: false })).toBe(false);
  });
  it('is off over the limits', () => {
    expect(canPost({ ...ok, text: 'a'.repeat(11), maxText: 10 })).toBe(false);
    expect(canPost({ ...ok, useCw: true, cw: '' })).toBe(false);
    expect(canPost({ ...ok, useCw: true, cw: 'cw' })).toBe(true);
    expect(canPost({ ...ok, fileCount: 17 })).toBe(false);
    expect(canPost({ ...ok, hasPoll: true, pollValid: false })).toBe(false);
  });
});

describe('polls', () => {
  it('start with two empty choices and need two filled ones', () => {
    const p = emptyPoll();
    expect(p.choices).toEqual(['', '']);
    expect(pollProblem(p)).toBe('tooFewChoices');
    expect(pollProblem({ ...p, choices: ['a', ' ', 'b'] })).toBeNull();
  });
  it('allow at most 10 choices', () => {
    expect(canAddChoice({ ...emptyPoll(), choices: Array(9).fill('x') })).toBe(true);
    expect(canAddChoice({ ...emptyPoll(), choices: Array(10).fill('x') })).toBe(false);
  });
  it('expire never, at a date, or after a duration of at least 1 in s/m/h/d', () => {
    const choices = ['a', 'b'];
    expect(pollToParams({ choices, multiple: true, expiry: { type: 'infinite' } })).toEqual({
      choices,
      multiple: true,
      expiresAt: null,
      expiredAfter: null,
    });
    expect(pollToParams({ choices, multiple: false, expiry: { type: 'after', amount: 2, unit: 'hour' } }).expiredAfter).toBe(7_200_000);
    expect(pollToParams({ choices, multiple: false, expiry: { type: 'after', amount: 1, unit: 'second' } }).expiredAfter).toBe(1000);
    expect(pollToParams({ choices, multiple: false, expiry: { type: 'after', amount: 3, unit: 'day' } }).expiredAfter).toBe(259_200_000);
    expect(pollToParams({ choices, multiple: false, expiry: { type: 'after', amount: 5, unit: 'minute' } }).expiredAfter).toBe(300_000);
    const at = pollToParams({ choices, multiple: false, expiry: { type: 'at', date: '2030-01-02', time: '03:04' } });
    expect(at.expiresAt).toBe(new Date('2030-01-02T03:04').getTime());
    expect(pollProblem({ choices, multiple: false, expiry: { type: 'after', amount: 0, unit: 'minute' } })).toBe('badExpiry');
    expect(pollProblem({ choices, multiple: false, expiry: { type: 'at', date: '', time: '' } })).toBe('badExpiry');
  });
});
