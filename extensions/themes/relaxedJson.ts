/**
 * Parses relaxed JSON (the JSON5 that Misskey themes are written in): comments, unquoted
 * keys, single-quoted strings, trailing commas, hex and signed numbers. Throws a SyntaxError
 * with the offset on anything else. Small on purpose: it only ever reads theme files.
 */
export function parseRelaxedJson(text: string): unknown {
  let i = 0;

  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at offset ${i}`);
  };

  const skip = () => {
    for (;;) {
      const c = text[i];
      if (c === undefined) return;
      if (/\s/.test(c) || c === '\uFEFF') i++;
      else if (c === '/' && text[i + 1] === '/') {
        while (i < text.length && text[i] !== '\n') i++;
      } else if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) fail('unclosed comment');
        i = end + 2;
      } else return;
    }
  };

  const string = (): string => {
    const quote = text[i++];
    let out = '';
    for (;;) {
      const c = text[i++];
      if (c === undefined) return fail('unclosed string');
      if (c === quote) return out;
      if (c === '\n') fail('line break in string');
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = text[i++];
      if (e === undefined) return fail('unclosed string');
      if (e === 'u') {
        const hex = text.slice(i, i + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
      } else if (e === '\n') {
        // A backslash before a line break continues the string.
      } else {
        out += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' } as Record<string, string>)[e] ?? e;
      }
    }
  };

  const identifier = (): string => {
    const m = /^[A-Za-z_$][\w$]*/.exec(text.slice(i));
    if (!m) return fail('expected a key');
    i += m[0].length;
    return m[0];
  };

  const number = (): number => {
    const m = /^[+-]?(0x[0-9a-fA-F]+|Infinity|NaN|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)/.exec(text.slice(i));
    if (!m) return fail('unexpected character');
    i += m[0].length;
    const body = m[0].replace(/^[+-]/, '');
    const sign = m[0].startsWith('-') ? -1 : 1;
    return sign * (body.startsWith('0x') ? parseInt(body.slice(2), 16) : Number(body));
  };

  const value = (): unknown => {
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: Record<string, unknown> = {};
      for (;;) {
        skip();
        if (text[i] === '}') {
          i++;
          return obj;
        }
        const key = text[i] === '"' || text[i] === "'" ? string() : identifier();
        skip();
        if (text[i++] !== ':') fail('expected ":"');
        obj[key] = value();
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== '}') fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      i++;
      const arr: unknown[] = [];
      for (;;) {
        skip();
        if (text[i] === ']') {
          i++;
          return arr;
        }
        arr.push(value());
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== ']') fail('expected "," or "]"');
      }
    }
    if (c === '"' || c === "'") return string();
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i) && !/[\w$]/.test(text[i + word.length] ?? '')) {
        i += word.length;
        return v;
      }
    }
    if (c === undefined) return fail('unexpected end');
    return number();
  };

  const result = value();
  skip();
  if (i < text.length) fail('unexpected text after the value');
  return result;
}
