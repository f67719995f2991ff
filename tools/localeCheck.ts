import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readPacks } from './localePacks';

/**
 * Checks a language pack against the English source: every message present, the same
 * `{parameters}`, nothing left in English (proper names aside) and the product's terms
 * translated as the language's glossary says. `npx tsx tools/localeCheck.ts <code>` prints
 * what is wrong with one pack and exits 1 when anything is.
 */

/**
 * The text of an object literal from just after its `{` to its matching `}`, skipping
 * strings and comments: a message may itself hold `{` or `})`, e.g. 'The captcha ({provider})'.
 */
export function objectBody(src: string, from: number): string {
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

/** Every `defineMessages('ns', { key: 'en-US text' })` under `roots`: id → English text (escapes undone). */
export function sourceMessages(roots = ['extensions', 'sdk', 'kernel']): Map<string, string> {
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
            out.set(`${start[1]}.${entry[1]}`, (entry[3] ?? '').replace(/\\(['"`\\])/g, '$1'));
      }
    }
  };
  for (const dir of roots) walk(dir);
  return out;
}

/**
 * A language's glossary (`locales/glossary/<code>.json`): for each English product term
 * (lower case, e.g. "note", "renote", "content warning"), the spellings a translation of a
 * message using that term must contain one of (stems are fine: "заметк" covers every case);
 * `exceptions` lists, per term, message ids where the English word is not the product term;
 * `sameAsEnglish` lists ids whose translation is rightly the English text (a proper name).
 */
export interface Glossary {
  terms: Record<string, string[]>;
  exceptions?: Record<string, string[]>;
  sameAsEnglish?: string[];
}

export interface LocaleProblems {
  missing: string[];
  unknown: string[];
  parameters: string[];
  english: string[];
  glossary: string[];
}

export const parameters = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/** Words that stay as they are in every language: names of things and standard abbreviations. */
const properNames = new Set(
  (
    'kite misskey mfm aiscript url urls api id ids ok cw totp rss css json qr pwa html http https utf webauthn ' +
    'passkey passkeys miauth oauth vapid webhook webhooks misskey.io github mastodon activitypub fediverse ' +
    'png jpeg jpg gif webp avif svg mp4 webm kib mib gib kb mb gb ms px emoji unicode iframe nsfw ai ' +
    'reversi bubble io dm sw ua ip 2fa e-mail email play'
  ).split(' '),
);

/** Whether an English text still reads as English: a word of letters that is no proper name or parameter. */
export function readsAsEnglish(text: string): boolean {
  const words = text.replace(/\{\w+\}/g, ' ').match(/[A-Za-z][A-Za-z'.-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  return words.some((w) => w.length > 1 && !properNames.has(w.toLowerCase()) && !/^[A-Z0-9.-]+$/.test(w));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms of an English term a message may use: note, notes, noted, noting… */
const termPattern = (term: string) => new RegExp(`\\b${escapeRe(term)}(?:s|es|d|ed|ing)?\\b`, 'i');

/** Plural forms a pack may add beside a source `…One`/`…Other` pair, for languages with more CLDR categories. */
export const extraPluralSuffixes = ['Zero', 'Two', 'Few', 'Many'] as const;

function pluralSource(id: string, messages: Map<string, string>): string | undefined {
  for (const suffix of extraPluralSuffixes)
    if (id.endsWith(suffix)) {
      const other = `${id.slice(0, -suffix.length)}Other`;
      if (messages.has(other)) return other;
    }
  return undefined;
}

/** What is wrong with `pack` (one language) measured against the English `messages`. */
export function checkPack(pack: Record<string, string>, messages: Map<string, string>, glossary?: Glossary): LocaleProblems {
  const problems: LocaleProblems = { missing: [], unknown: [], parameters: [], english: [], glossary: [] };
  const same = new Set(glossary?.sameAsEnglish ?? []);
  for (const id of messages.keys()) if (!(id in pack)) problems.missing.push(id);
  for (const [id, text] of Object.entries(pack)) {
    const sourceId = messages.has(id) ? id : pluralSource(id, messages);
    const english = sourceId === undefined ? undefined : messages.get(sourceId);
    if (english === undefined) {
      problems.unknown.push(id);
      continue;
    }
    if (parameters(text).join() !== parameters(english).join()) problems.parameters.push(id);
    if (text === english && readsAsEnglish(english) && !same.has(id)) problems.english.push(id);
    for (const [term, spellings] of Object.entries(glossary?.terms ?? {})) {
      if (!termPattern(term).test(english) || glossary?.exceptions?.[term]?.includes(id)) continue;
      const lower = text.toLowerCase();
      if (!spellings.some((s) => lower.includes(s.toLowerCase()))) problems.glossary.push(`${id} (${term})`);
    }
  }
  return problems;
}

/** Reads `locales/glossary/<code>.json` when there is one. */
export function readGlossary(dir: string, code: string): Glossary | undefined {
  const file = join(dir, 'glossary', `${code}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Glossary) : undefined;
}

function main(code: string | undefined) {
  if (!code) {
    console.error('usage: npx tsx tools/localeCheck.ts <code> [--all | --missing-json]');
    process.exit(2);
  }
  const all = process.argv.includes('--all');
  const pack = readPacks('locales').get(code) ?? {};
  const messages = sourceMessages();
  const problems = checkPack(pack, messages, readGlossary('locales', code));
  if (process.argv.includes('--missing-json')) {
    // The English of every message the pack lacks, as a batch to translate.
    console.log(JSON.stringify(Object.fromEntries(problems.missing.map((id) => [id, messages.get(id)])), null, 2));
    return;
  }
  let bad = 0;
  for (const [kind, ids] of Object.entries(problems) as [string, string[]][]) {
    bad += ids.length;
    console.log(`${kind}: ${ids.length}`);
    for (const id of all ? ids : ids.slice(0, 30)) console.log(`  ${id}`);
    if (!all && ids.length > 30) console.log(`  … ${ids.length - 30} more (--all lists them)`);
  }
  process.exit(bad ? 1 : 0);
}

if (process.argv[1]?.endsWith('localeCheck.ts')) main(process.argv[2]);
