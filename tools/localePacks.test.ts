import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPacks } from './localePacks';

/**
 * The text of an object literal from just after its `{` to its matching `}`, skipping
 * strings and comments: a message may itself hold `{` or `})`, e.g. 'The captcha ({provider})'.
 */
function objectBody(src: string, from: number): string {
  let depth = 1;
  let i = from;
  while (i < src.length) {
    const c = src[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i) + 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) break;
    i++;
  }
  return src.slice(from, i);
}

/** Every `defineMessages('ns', { key: 'en-US text' })` of the source: id → English text. */
function sourceMessages(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
        const src = readFileSync(p, 'utf8');
        for (const start of src.matchAll(/defineMessages\(\s*['"]([\w.-]+)['"]\s*,\s*\{/g))
          for (const entry of objectBody(src, start.index + start[0].length).matchAll(
            /(?:^|,)\s*'?(\w+)'?:\s*(['"`])((?:\\.|(?!\2).)*)\2/gm,
          ))
            out.set(`${start[1]}.${entry[1]}`, entry[3] ?? '');
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

  it('reads a whole message object, even past a message holding `})`', () => {
    const src = "defineMessages('x', { a: 'Shown ({p})', // it's\n b: '{q}' }) + '}'";
    expect(objectBody(src, src.indexOf('{') + 1)).toBe(" a: 'Shown ({p})', // it's\n b: '{q}' ");
  });

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

  it('ja-JP is written in full: every message of the source has a Japanese text', () => {
    const ja = packs.get('ja-JP') ?? {};
    expect([...messages.keys()].filter((id) => !(id in ja))).toEqual([]);
  });
});
