import { describe, expect, it } from 'vitest';
import { rulesToText, textToHosts, textToRules } from './rules';

describe('word-mute rules', () => {
  it('turns lines into AND-word lists and keeps regexes as strings', () => {
    expect(textToRules('cat dog\n\n/ba+d/i\nsingle')).toEqual({ ok: true, rules: [['cat', 'dog'], '/ba+d/i', ['single']] });
    expect(rulesToText([['cat', 'dog'], '/ba+d/i'])).toBe('cat dog\n/ba+d/i');
  });

  it('reports a broken regex by line', () => {
    expect(textToRules('ok\n/(unclosed/')).toEqual({ ok: false, line: 2 });
  });

  it('reads hosts one per line, lower-cased', () => {
    expect(textToHosts(' Spam.Example \n\nother.example')).toEqual(['spam.example', 'other.example']);
  });
});
