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
  /** Extra plural forms the language needs (its few, many…) that the pack lacks: it would say "5 голоса". */
  plurals: string[];
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

/** Plural forms a pack may add beside a source pair, for languages with more CLDR categories than English. */
export const extraPluralSuffixes = ['Zero', 'Two', 'Few', 'Many'] as const;

/**
 * The source's counted messages, by the base `pluralForm` names their extra forms after (the
 * `…One` id without `One`): the id of their `other` form, `<base>Other` or `<base>` itself, or
 * undefined when the code pairs the `…One` with another id (accountTools.permissionOne and
 * …permissionCount): such a base's extra forms are accepted, measured against the `…One`, not required.
 */
export function pluralPairs(messages: Map<string, string>): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const id of messages.keys()) {
    if (!id.endsWith('One')) continue;
    const base = id.slice(0, -3);
    out.set(base, messages.has(`${base}Other`) ? `${base}Other` : messages.has(base) ? base : undefined);
  }
  return out;
}

/**
 * The extra plural categories of a language (`has`) and those its counts of 0–200 reach, so a
 * pack must give them (`needs`): ru-RU has and needs Few and Many; cs-CZ has Many only for
 * fractions; fr-FR has Many only for millions. Unknown to Intl (kab-KAB): every one allowed.
 */
export function extraPluralCategories(code: string | undefined): { has: string[]; needs: string[] } {
  let rules: Intl.PluralRules | undefined;
  try {
    rules = code === undefined ? undefined : new Intl.PluralRules(code);
  } catch {
    rules = undefined;
  }
  if (!rules) return { has: [...extraPluralSuffixes], needs: [] };
  const has = new Set<string>(rules.resolvedOptions().pluralCategories);
  const reached = new Set<string>(Array.from({ length: 201 }, (_, n) => rules.select(n)));
  const of = (set: Set<string>) => extraPluralSuffixes.filter((s) => set.has(s.toLowerCase()));
  return { has: of(has), needs: of(reached) };
}

/**
 * What is wrong with `pack` (one language, `code`) measured against the English `messages`.
 * An extra plural form (`notes.pollVotesFew`) is known only beside a counted source message and
 * in a language that has that category; without `code` every category is accepted and none required.
 */
export function checkPack(pack: Record<string, string>, messages: Map<string, string>, glossary?: Glossary, code?: string): LocaleProblems {
  const problems: LocaleProblems = { missing: [], unknown: [], parameters: [], english: [], glossary: [], plurals: [] };
  const same = new Set(glossary?.sameAsEnglish ?? []);
  const pairs = pluralPairs(messages);
  const categories = extraPluralCategories(code);
  const pluralSource = (id: string) => {
    const suffix = categories.has.find((c) => id.endsWith(c));
    const base = suffix === undefined ? undefined : id.slice(0, -suffix.length);
    return base === undefined || !pairs.has(base) ? undefined : (pairs.get(base) ?? `${base}One`);
  };
  for (const id of messages.keys()) if (!(id in pack)) problems.missing.push(id);
  for (const [base, other] of pairs)
    for (const c of other ? categories.needs : []) if (!(`${base}${c}` in pack)) problems.plurals.push(`${base}${c}`);
  for (const [id, text] of Object.entries(pack)) {
    const sourceId = messages.has(id) ? id : pluralSource(id);
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
  const problems = checkPack(pack, messages, readGlossary('locales', code), code);
  if (process.argv.includes('--missing-json')) {
    // The English of every message the pack lacks, as a batch to translate; an extra plural form
    // shows its `other` form's English (translate it in the form that category needs).
    const pairs = pluralPairs(messages);
    const english = (id: string) => messages.get(id) ?? messages.get(pairs.get(id.replace(/(Zero|Two|Few|Many)$/, '')) ?? '');
    const batch = [...problems.missing, ...problems.plurals].map((id) => [id, english(id)]);
    console.log(JSON.stringify(Object.fromEntries(batch), null, 2));
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
