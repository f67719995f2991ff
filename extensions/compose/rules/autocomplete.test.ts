import { describe, expect, it } from 'vitest';
import { applyCompletion, completionAt, insertAt } from './autocomplete';

describe('completion at the caret', () => {
  it('finds a mention, with or without host, not after a word character', () => {
    expect(completionAt('hi @al', 6)).toEqual({ kind: 'mention', start: 3, username: 'al', host: null });
    expect(completionAt('@bob@exa', 8)).toEqual({ kind: 'mention', start: 0, username: 'bob', host: 'exa' });
    expect(completionAt('mail me@al', 10)).toBeNull();
  });
  it('finds a hashtag after a space or at the start', () => {
    expect(completionAt('#ki', 3)).toEqual({ kind: 'hashtag', start: 0, query: 'ki' });
    expect(completionAt('see #kit', 8)).toEqual({ kind: 'hashtag', start: 4, query: 'kit' });
    expect(completionAt('a#b', 3)).toBeNull();
  });
  it('finds an emoji name after a colon, not inside a word', () => {
    expect(completionAt('nice :ki', 8)).toEqual({ kind: 'emoji', start: 5, query: 'ki' });
    expect(completionAt('http:x', 6)).toBeNull();
  });
  it('looks only before the caret', () => {
    expect(completionAt('@al rest', 3)).toMatchObject({ kind: 'mention', username: 'al' });
    expect(completionAt('@al rest', 8)).toBeNull();
  });
});

describe('applying a completion', () => {
  it('replaces the fragment, adds a space and moves the caret after it', () => {
    const c = completionAt('hi @al and', 6)!;
    expect(applyCompletion('hi @al and', 6, c, '@alice')).toEqual({ text: 'hi @alice  and', caret: 10 });
  });
  it('inserts a picked emoji, spaced from a preceding word', () => {
    expect(insertAt('nice', 4, 4, ':kite:')).toEqual({ text: 'nice :kite:', caret: 11 });
    expect(insertAt('nice ', 5, 5, '🎉')).toEqual({ text: 'nice 🎉', caret: 7 });
  });
});
