import { describe, expect, it } from 'vitest';
import { fluentEmojiPath, parseReaction, twemojiPath } from './paths';

// File names as the Twemoji set spells them: lowercase hex code points joined by "-";
// U+FE0F (variation selector 16) is dropped unless the sequence has a zero-width joiner.
describe('unicode emoji → image file', () => {
  it('single code points', () => {
    expect(twemojiPath('👍')).toBe('/twemoji/1f44d.svg');
    expect(twemojiPath('❤')).toBe('/twemoji/2764.svg');
  });
  it('drops FE0F outside ZWJ sequences (❤️, keycaps, ☺️)', () => {
    expect(twemojiPath('❤\uFE0F')).toBe('/twemoji/2764.svg');
    expect(twemojiPath('#\uFE0F\u20E3')).toBe('/twemoji/23-20e3.svg');
    expect(twemojiPath('☺\uFE0F')).toBe('/twemoji/263a.svg');
  });
  it('keeps FE0F inside ZWJ sequences', () => {
    expect(twemojiPath('🏳\uFE0F\u200D🌈')).toBe('/twemoji/1f3f3-fe0f-200d-1f308.svg');
    expect(twemojiPath('❤\uFE0F\u200D🔥')).toBe('/twemoji/2764-fe0f-200d-1f525.svg');
  });
  it('skin tones and flags join every code point', () => {
    expect(twemojiPath('👍🏽')).toBe('/twemoji/1f44d-1f3fd.svg');
    expect(twemojiPath('🇯🇵')).toBe('/twemoji/1f1ef-1f1f5.svg');
  });
  it('Fluent pads to 4 digits and borrows Twemoji flags', () => {
    expect(fluentEmojiPath('❤\uFE0F')).toBe('/fluent-emoji/2764.png');
    expect(fluentEmojiPath('#\uFE0F\u20E3')).toBe('/fluent-emoji/0023-20e3.png');
    expect(fluentEmojiPath('🇯🇵')).toBe('/twemoji/1f1ef-1f1f5.svg');
  });
});

describe('reaction strings', () => {
  it('custom emoji with and without host', () => {
    expect(parseReaction(':blobcat@.:')).toEqual({ custom: true, name: 'blobcat', host: null });
    expect(parseReaction(':blobcat@remote.example:')).toEqual({ custom: true, name: 'blobcat', host: 'remote.example' });
    expect(parseReaction('👍')).toEqual({ custom: false, char: '👍' });
  });
});
