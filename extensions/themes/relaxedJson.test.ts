import { describe, expect, it } from 'vitest';
import { parseRelaxedJson } from './relaxedJson';

describe('relaxed JSON (JSON5 as Misskey themes use it)', () => {
  it('reads comments, unquoted keys, single quotes, trailing commas and numbers', () => {
    expect(parseRelaxedJson(`// c\n{ a: 'x\\'y', "b": [1, -2.5, 0x10, +3,], /* c */ c: null, d: true, $e: "\\u0041", }`)).toEqual({
      a: "x'y",
      b: [1, -2.5, 16, 3],
      c: null,
      d: true,
      $e: 'A',
    });
  });

  it('reads plain JSON', () => {
    expect(parseRelaxedJson('{"x":{"y":[false]}}')).toEqual({ x: { y: [false] } });
  });

  it('throws on broken input', () => {
    for (const bad of ['{', '{ a: }', "{ a: 'x }", '{ a: 1 } extra', '{ 1a: 2 }', ''])
      expect(() => parseRelaxedJson(bad)).toThrow(SyntaxError);
  });
});
