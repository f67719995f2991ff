import { describe, expect, it } from 'vitest';
import { formatKeywords, parseKeywords } from './keywords';

describe('antenna keywords', () => {
  it('reads a line per OR condition with its words ANDed, dropping blank lines and extra spaces', () => {
    expect(parseKeywords('kite  misskey\n\n  hello \n')).toEqual([['kite', 'misskey'], ['hello']]);
    expect(parseKeywords('   ')).toEqual([]);
  });
  it('writes them back as lines', () => {
    expect(formatKeywords([['a', 'b'], ['c']])).toBe('a b\nc');
    expect(parseKeywords(formatKeywords([['x', 'y'], ['z']]))).toEqual([['x', 'y'], ['z']]);
  });
});
