import { describe, expect, it } from 'vitest';
import * as sdk from './index';
import { createToken, describeToken } from './tokens';
import type { Token } from './tokens';

const isToken = (v: unknown): v is Token<unknown> =>
  typeof v === 'object' && v !== null && 'key' in v && typeof v.key === 'symbol' && 'name' in v && typeof v.name === 'string';

describe('createToken', () => {
  it('gives distinct tokens for one name, and keeps the description error messages show', () => {
    const a = createToken<string>('my-extension.thing');
    const b = createToken<string>('my-extension.thing', 'the thing');
    expect(a.key).not.toBe(b.key);
    expect(a.description).toBeUndefined();
    expect(b.description).toBe('the thing');
    expect(describeToken(a)).toBe('"my-extension.thing"');
    expect(describeToken(b)).toBe('"my-extension.thing" (the thing)');
  });
});

describe("the sdk's tokens", () => {
  const exported: [string, unknown][] = Object.entries(sdk);
  const tokens = exported.filter((e): e is [string, Token<unknown>] => isToken(e[1]));

  // No descriptions: their texts would weigh on the first load (the tokens are in the boot chunk); the names say enough.
  it('are namespaced under kite., each name once', () => {
    expect(tokens.length).toBeGreaterThan(30);
    for (const [exported, token] of tokens) expect(token.name, exported).toMatch(/^kite(\.[a-z][A-Za-z0-9]*)+$/);
    expect(new Set(tokens.map(([, t]) => t.name)).size).toBe(tokens.length);
  });
});
