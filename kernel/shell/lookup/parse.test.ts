import { describe, expect, it } from 'vitest';
import { parseLookup, pathForApObject } from './parse';

describe('lookup parsing (spec 1 §5)', () => {
  it('ignores empty, cancelled and one-character input after trimming', () => {
    expect(parseLookup(null)).toEqual({ kind: 'none' });
    expect(parseLookup('   ')).toEqual({ kind: 'none' });
    expect(parseLookup(' @ ')).toEqual({ kind: 'none' });
    expect(parseLookup('#')).toEqual({ kind: 'none' });
  });
  it('opens a user for @name and @name@host without spaces', () => {
    expect(parseLookup('  @alice ')).toEqual({ kind: 'navigate', path: '/@alice' });
    expect(parseLookup('@bob@remote.example')).toEqual({ kind: 'navigate', path: '/@bob@remote.example' });
    expect(parseLookup('@alice bob')).toEqual({ kind: 'none' });
  });
  it('opens the tag page for #tag, encoded', () => {
    expect(parseLookup('#misskey')).toEqual({ kind: 'navigate', path: '/tags/misskey' });
    expect(parseLookup('#日本 語')).toEqual({ kind: 'navigate', path: `/tags/${encodeURIComponent('日本 語')}` });
  });
  it('resolves https:// remotely and ignores anything else', () => {
    expect(parseLookup('https://remote.example/notes/1')).toEqual({ kind: 'remote', uri: 'https://remote.example/notes/1' });
    expect(parseLookup('http://insecure.example/notes/1')).toEqual({ kind: 'none' });
    expect(parseLookup('hello')).toEqual({ kind: 'none' });
  });
  it('maps ap/show answers to pages', () => {
    expect(pathForApObject({ type: 'User', object: { username: 'carol', host: null } })).toBe('/@carol');
    expect(pathForApObject({ type: 'User', object: { username: 'x', host: 'h.example' } })).toBe('/@x@h.example');
    expect(pathForApObject({ type: 'Note', object: { id: 'n1' } })).toBe('/notes/n1');
  });
});
