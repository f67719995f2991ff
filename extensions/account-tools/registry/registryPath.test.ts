import { describe, expect, it } from 'vitest';
import { checkJson, keysPath, parseRegistryParams, valuePath } from './registryPath';

describe('registry paths', () => {
  it('writes the own client as @ and encodes each segment, and reads them back', () => {
    expect(keysPath(null, ['client', 'preferences'])).toBe('/registry/keys/@/client/preferences');
    const v = valuePath('plugin.example', ['client', 'base'], 'default:theme/x');
    expect(v).toBe('/registry/value/plugin.example/client/base/default%3Atheme%2Fx');
    const [, , , domain, ...rest] = v.split('/');
    expect(parseRegistryParams({ domain, path: rest.join('/') })).toEqual({
      domain: 'plugin.example',
      segments: ['client', 'base', 'default:theme/x'],
    });
    expect(parseRegistryParams({ domain: '@' })).toEqual({ domain: null, segments: [] });
  });

  it('accepts JSON and names what is wrong with anything else', () => {
    expect(checkJson('{"a":[1,true,null]}')).toEqual({ ok: true, value: { a: [1, true, null] } });
    const bad = checkJson('{a: 1}');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.length).toBeGreaterThan(0);
    expect(checkJson('').ok).toBe(false);
  });
});
