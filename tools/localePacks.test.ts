import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../extensions/settings/pages/languages';
import { interfaceLanguages } from '../kernel/i18n/browserLanguage';
import { readPacks } from './localePacks';
import { checkPack, extraPluralCategories, objectBody, pluralPairs, readGlossary, readsAsEnglish, sourceMessages } from './localeCheck';

const fixtures = 'tests/fixtures/locales';
const noProblems: Record<string, string[]> = { missing: [], unknown: [], parameters: [], english: [], glossary: [], plurals: [] };

describe('the locale check (tools/localeCheck.ts), on fixture packs', () => {
  const source = sourceMessages([`${fixtures}/src`]);
  const packs = readPacks(`${fixtures}/packs`);

  it('reads a whole message object, even past a message holding `})`', () => {
    const src = "defineMessages('x', { a: 'Shown ({p})', // it's\n b: '{q}' }) + '}'";
    expect(objectBody(src, src.indexOf('{') + 1)).toBe(" a: 'Shown ({p})', // it's\n b: '{q}' ");
  });

  it('extracts the English source messages and their counted pairs', () => {
    expect(Object.fromEntries(source)).toEqual({
      'fix.noteCount': 'Notes: {n}',
      'fix.votesOne': '{n} vote',
      'fix.votes': '{n} votes',
      'fix.kite': 'Kite',
      'fix.save': 'Save the note',
      'fix.brace': 'The captcha ({provider})',
    });
    expect(Object.fromEntries(pluralPairs(source))).toEqual({ 'fix.votes': 'fix.votes' });
  });

  it('passes a complete pack: every message, its plural forms, proper names as they are, the glossary applied', () => {
    expect([...packs.keys()].sort()).toEqual(['de-DE', 'ru-RU']);
    expect(checkPack(packs.get('ru-RU') ?? {}, source, readGlossary(`${fixtures}/packs`, 'ru-RU'), 'ru-RU')).toEqual(noProblems);
  });

  it('finds what is wrong with a pack', () => {
    const pack = packs.get('de-DE') ?? {};
    expect(checkPack(pack, source, readGlossary(`${fixtures}/packs`, 'de-DE'), 'de-DE')).toEqual({
      missing: ['fix.kite'],
      // German has no few; an id of no message.
      unknown: ['fix.votesFew', 'fix.unused'],
      parameters: ['fix.noteCount'],
      english: ['fix.save'],
      glossary: ['fix.noteCount (note)', 'fix.save (note)'],
      plurals: [],
    });
    // Russian needs few and many beside the source's one and other.
    const { 'fix.votesMany': _many, ...ru } = packs.get('ru-RU') ?? {};
    expect(checkPack(ru, source, undefined, 'ru-RU')).toEqual({ ...noProblems, plurals: ['fix.votesMany'] });
    // An extra form keeps the source's parameters.
    expect(checkPack({ ...ru, 'fix.votesMany': 'много' }, source, undefined, 'ru-RU').parameters).toEqual(['fix.votesMany']);
  });

  it('knows which plural categories a language has and needs', () => {
    expect(extraPluralCategories('ru-RU')).toEqual({ has: ['Few', 'Many'], needs: ['Few', 'Many'] });
    expect(extraPluralCategories('ar-SA')).toEqual({ has: ['Zero', 'Two', 'Few', 'Many'], needs: ['Zero', 'Two', 'Few', 'Many'] });
    // Czech `many` is for fractions, French `many` for millions: allowed, not required.
    expect(extraPluralCategories('cs-CZ')).toEqual({ has: ['Few', 'Many'], needs: ['Few'] });
    expect(extraPluralCategories('fr-FR')).toEqual({ has: ['Many'], needs: [] });
    expect(extraPluralCategories('ko-KR')).toEqual({ has: [], needs: [] });
  });

  it('tells English from proper names and parameters', () => {
    expect(readsAsEnglish('Kite {n} MFM')).toBe(false);
    expect(readsAsEnglish('Save changes')).toBe(true);
    expect(readsAsEnglish('{count} URL')).toBe(false);
  });

  it('refuses a pack file that is garbled, nested, or repeats an id', () => {
    // Written here: a garbled file in the tree would stop the formatter.
    const garbled = mkdtempSync(join(tmpdir(), 'kite-locales-'));
    mkdirSync(join(garbled, 'cs-CZ'));
    writeFileSync(join(garbled, 'cs-CZ', 'a.json'), '{ "fix.kite": "Kite", ');
    expect(() => readPacks(garbled)).toThrow(/cs-CZ\/a\.json: .*JSON/);
    rmSync(garbled, { recursive: true });
    expect(() => readPacks(`${fixtures}/nested`)).toThrow(/fix is no text/);
    expect(() => readPacks(`${fixtures}/duplicate`)).toThrow(/fix\.kite is in two files/);
  });
});

describe('language packs (locales/*/*.json)', () => {
  const packs = readPacks('locales');
  const messages = sourceMessages();

  it('has the Japanese pack, and the first visit knows the chooser’s languages', () => {
    expect(packs.get('ja-JP')?.['settings.settings']).toBe('設定');
    expect(interfaceLanguages).toEqual(localeCodes);
  });

  it('every language of the chooser has a pack with every message, the same {parameters}, translated, its glossary applied', () => {
    expect(messages.size).toBeGreaterThan(1000);
    expect(localeCodes).toHaveLength(28);
    // en-US is the source, in the code.
    expect(localeCodes.filter((code) => code !== 'en-US' && !packs.has(code))).toEqual([]);
    // Every language's problems at once, each kind cut to its first ten ids.
    const cut = (ids: string[]) => (ids.length > 10 ? [...ids.slice(0, 10), `… ${ids.length - 10} more`] : ids);
    const wrong = [...packs]
      .map(([code, pack]) => {
        if (!localeCodes.includes(code)) return { code, pack: 'is no language of the chooser' };
        const problems = checkPack(pack, messages, readGlossary('locales', code), code);
        // Japanese was written before the glossaries, with no file to list its proper names in.
        if (code === 'ja-JP') problems.english = [];
        const found = Object.entries(problems).filter(([, ids]) => ids.length > 0);
        return found.length ? { code, ...Object.fromEntries(found.map(([kind, ids]) => [kind, cut(ids)])) } : null;
      })
      .filter((p) => p !== null);
    expect(wrong).toEqual([]);
  });
});
