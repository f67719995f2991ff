import { describe, expect, it } from 'vitest';
import { appendHashtags, normalizeHashtags, rememberHashtags } from './hashtags';

describe('hashtag field (spec 2 §5)', () => {
  it('adds a leading # to each word', () => {
    expect(normalizeHashtags(' kite #misskey  ')).toEqual(['#kite', '#misskey']);
    expect(normalizeHashtags('')).toEqual([]);
  });
  it('appends to the last line of the text', () => {
    expect(appendHashtags('hello', 'kite')).toBe('hello #kite');
    expect(appendHashtags('a\nb', 'x y')).toBe('a\nb #x #y');
    expect(appendHashtags('a\n', 'x')).toBe('a\n#x');
    expect(appendHashtags('', 'x')).toBe('#x');
    expect(appendHashtags('a', '  ')).toBe('a');
  });
  it('remembers recent hashtags newest first without duplicates', () => {
    expect(rememberHashtags(['a', 'b'], ['#B', '#c'])).toEqual(['B', 'c', 'a']);
    expect(
      rememberHashtags(
        Array.from({ length: 20 }, (_, i) => `t${i}`),
        ['new'],
      ),
    ).toHaveLength(16);
  });
});
