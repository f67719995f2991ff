import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPacks } from './localePacks';

/** Every `defineMessages('ns', { key: 'en-US text' })` of the source: id → English text. */
function sourceMessages(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
        const src = readFileSync(p, 'utf8');
        for (const block of src.matchAll(/defineMessages\(\s*['"]([\w.-]+)['"]\s*,\s*\{([\s\S]*?)\}\s*\)/g))
          for (const entry of (block[2] ?? '').matchAll(/^\s*'?(\w+)'?:\s*(['"`])((?:\\.|(?!\2).)*)\2/gm))
            out.set(`${block[1]}.${entry[1]}`, entry[3] ?? '');
      }
    }
  };
  for (const dir of ['extensions', 'sdk', 'kernel']) walk(dir);
  return out;
}

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('language packs (locales/*.json)', () => {
  const packs = readPacks('locales');
  const messages = sourceMessages();

  it('has the Japanese pack', () => {
    expect(packs.get('ja-JP')?.['settings.settings']).toBe('設定');
  });

  it('translates only messages that exist, with the same {parameters}', () => {
    expect(messages.size).toBeGreaterThan(1000);
    for (const [code, pack] of packs)
      for (const [id, text] of Object.entries(pack)) {
        expect(messages.has(id), `${code}: ${id} is no message of the source`).toBe(true);
        expect(params(text), `${code}: ${id}`).toEqual(params(messages.get(id) ?? ''));
      }
  });
});
