import { describe, expect, it } from 'vitest';
import { colorForInput, formOf, moved, noteIdOf, paramsOf, problemOf } from './form';

describe('channel form', () => {
  it('sends trimmed text, null for an empty description, the banner only when chosen', () => {
    const f = { ...formOf(null), name: '  Kites  ', description: '   ' };
    expect(paramsOf(f)).toEqual({ name: 'Kites', description: null, color: '#86b300', isSensitive: false, allowRenoteToExternal: true });
    expect(paramsOf({ ...f, description: ' About ', bannerId: 'file1' })).toMatchObject({ description: 'About', bannerId: 'file1' });
  });

  it('says what the server would refuse', () => {
    expect(problemOf({ ...formOf(null), name: ' ' })).toEqual({ kind: 'nameRequired' });
    expect(problemOf({ ...formOf(null), name: 'x'.repeat(129) })).toEqual({ kind: 'tooLong', field: 'name', max: 128 });
    expect(problemOf({ ...formOf(null), name: 'ok', description: 'd'.repeat(2049) })).toMatchObject({ field: 'description' });
    // Characters, not UTF-16 units: 128 emoji fit.
    expect(problemOf({ ...formOf(null), name: '🪁'.repeat(128) })).toBeNull();
  });

  it('gives the colour input a long hex colour', () => {
    expect(colorForInput('#ABC')).toBe('#aabbcc');
    expect(colorForInput('#ff0000')).toBe('#ff0000');
    expect(colorForInput('red')).toBe('#86b300');
    expect(colorForInput(null)).toBe('#86b300');
  });

  it('takes a pinned note by id or by its URL', () => {
    expect(noteIdOf('  9xyz  ')).toBe('9xyz');
    expect(noteIdOf('https://kite.example/notes/9xyz')).toBe('9xyz');
    expect(noteIdOf('https://kite.example/notes/9xyz/?a=1#top')).toBe('9xyz');
    expect(noteIdOf('   ')).toBeNull();
    expect(noteIdOf('/')).toBeNull();
  });

  it('moves a pinned note up or down, not out of the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
