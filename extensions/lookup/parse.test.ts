import { describe, expect, it } from 'vitest';
import { parseLookup, pathForApObject } from './parse';

const own = 'https://kite.example';
const parse = (q: string | null) => parseLookup(q, own);

describe('lookup parsing (spec 1 §5)', () => {
  it('ignores empty, cancelled and one-character input after trimming', () => {
    expect(parse(null)).toEqual({ kind: 'none' });
    expect(parse('   ')).toEqual({ kind: 'none' });
    expect(parse(' @ ')).toEqual({ kind: 'none' });
    expect(parse('#')).toEqual({ kind: 'none' });
  });
  it('opens a user for @name and @name@host without spaces', () => {
    expect(parse('  @alice ')).toEqual({ kind: 'navigate', path: '/@alice' });
    expect(parse('@bob@remote.example')).toEqual({ kind: 'navigate', path: '/@bob@remote.example' });
    expect(parse('@alice bob')).toEqual({ kind: 'none' });
  });
  it('opens the tag page for #tag, encoded', () => {
    expect(parse('#misskey')).toEqual({ kind: 'navigate', path: '/tags/misskey' });
    expect(parse('#日本 語')).toEqual({ kind: 'navigate', path: `/tags/${encodeURIComponent('日本 語')}` });
  });
  it("opens this server's own note and user addresses directly", () => {
    expect(parse('https://kite.example/notes/9xyz0001')).toEqual({ kind: 'navigate', path: '/notes/9xyz0001' });
    expect(parse('https://kite.example/notes/9xyz0001/')).toEqual({ kind: 'navigate', path: '/notes/9xyz0001' });
    expect(parse('https://kite.example/@alice')).toEqual({ kind: 'navigate', path: '/@alice' });
    expect(parse('https://kite.example/@frank@remote.example')).toEqual({ kind: 'navigate', path: '/@frank@remote.example' });
    // A development server may be reached over http.
    expect(parseLookup('http://127.0.0.1:3000/notes/n1', 'http://127.0.0.1:3000')).toEqual({ kind: 'navigate', path: '/notes/n1' });
    // Other own addresses (e.g. the ActivityPub /users/<id>) are the server's to resolve.
    expect(parse('https://kite.example/users/u1')).toEqual({ kind: 'remote', uri: 'https://kite.example/users/u1' });
    expect(parse('https://kite.example/%E0%A4%A')).toEqual({ kind: 'remote', uri: 'https://kite.example/%E0%A4%A' });
  });
  it('resolves other https:// addresses remotely', () => {
    expect(parse('https://remote.example/notes/1')).toEqual({ kind: 'remote', uri: 'https://remote.example/notes/1' });
    expect(parse('https://kite.example.evil/notes/1')).toEqual({ kind: 'remote', uri: 'https://kite.example.evil/notes/1' });
    expect(parse('http://insecure.example/notes/1')).toEqual({ kind: 'none' });
  });
  it('tries a bare id as a note or user, and ignores anything else', () => {
    expect(parse(' 9xyz0001abcd ')).toEqual({ kind: 'id', id: '9xyz0001abcd' });
    expect(parse('hello')).toEqual({ kind: 'none' });
    expect(parse('not an id at all')).toEqual({ kind: 'none' });
    expect(parse('9xyz-0001')).toEqual({ kind: 'none' });
  });
  it('maps ap/show answers to pages', () => {
    expect(pathForApObject({ type: 'User', object: { username: 'carol', host: null } })).toBe('/@carol');
    expect(pathForApObject({ type: 'User', object: { username: 'x', host: 'h.example' } })).toBe('/@x@h.example');
    expect(pathForApObject({ type: 'Note', object: { id: 'n1' } })).toBe('/notes/n1');
  });
});
