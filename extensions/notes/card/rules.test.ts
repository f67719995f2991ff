import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { checkWordMute, isLongNote } from './rules';

const note = (text: string | null, cw: string | null = null, userId = 'u2') => ({ text, cw, userId }) as entities.Note;

describe('word mute (spec 2 §5)', () => {
  it('a list of words matches only when all appear in cw + text', () => {
    expect(checkWordMute(note('apple and banana'), null, [['apple', 'banana']])).toEqual({ matched: ['apple banana'] });
    expect(checkWordMute(note('apple only'), null, [['apple', 'banana']])).toBe(false);
    expect(checkWordMute(note('body', 'apple banana cw'), null, [['apple', 'banana']])).not.toBe(false);
  });
  it('/regex/flags items', () => {
    expect(checkWordMute(note('Hello WORLD'), null, ['/world/i'])).toEqual({ matched: ['/world/i'] });
    expect(checkWordMute(note('Hello WORLD'), null, ['/world/'])).toBe(false);
    expect(checkWordMute(note('x'), null, ['/(/'])).toBe(false);
    expect(checkWordMute(note('plain word'), null, ['word'])).toBe(false);
  });
  it('never mutes the viewer’s own notes, nor empty notes; empty word lists match nothing', () => {
    expect(checkWordMute(note('apple', null, 'me'), { id: 'me' }, [['apple']])).toBe(false);
    expect(checkWordMute(note(null), null, [['apple']])).toBe(false);
    expect(checkWordMute(note('apple'), null, [['', '']])).toBe(false);
  });
});

describe('long-note rule (spec 2 §5)', () => {
  const n = (extra: Partial<entities.Note>) => ({ cw: null, text: 'short', files: [], mentions: [], ...extra }) as entities.Note;
  it('large-scale functions', () => {
    for (const t of ['$[x3 a]', '$[x4 a]', '$[scale.x=2 a]']) expect(isLongNote(n({ text: t }))).toBe(true);
    expect(isLongNote(n({ text: '$[x2 a]' }))).toBe(false);
  });
  it('more than 40 lines or 1600 characters', () => {
    expect(isLongNote(n({ text: 'a\n'.repeat(40) }))).toBe(true);
    expect(isLongNote(n({ text: 'a\n'.repeat(39) + 'a' }))).toBe(false);
    expect(isLongNote(n({ text: 'a'.repeat(1601) }))).toBe(true);
    expect(isLongNote(n({ text: 'a'.repeat(1600) }))).toBe(false);
  });
  it('4 or more mentions, 5 or more files', () => {
    expect(isLongNote(n({ mentions: ['1', '2', '3', '4'] }))).toBe(true);
    expect(isLongNote(n({ mentions: ['1', '2', '3'] }))).toBe(false);
    expect(isLongNote(n({ files: Array(5).fill({}) }))).toBe(true);
    expect(isLongNote(n({ files: Array(4).fill({}) }))).toBe(false);
  });
  it('never with a CW', () => {
    expect(isLongNote(n({ cw: 'cw', text: 'a'.repeat(5000) }))).toBe(false);
  });
});
