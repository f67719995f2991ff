import { describe, expect, it } from 'vitest';
import { readPacks } from './localePacks';
import { checkPack, objectBody, readGlossary, readsAsEnglish, sourceMessages } from './localeCheck';

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

  it('checks a pack: missing, unknown and extra plural ids, parameters, English left, glossary terms', () => {
    const source = new Map([
      ['a.noteCount', 'Notes: {n}'],
      ['a.columnsOne', '{n} column'],
      ['a.columnsOther', '{n} columns'],
      ['a.kite', 'Kite'],
    ]);
    const pack = { 'a.noteCount': 'Заметок: {n}', 'a.columnsOne': '{n} колонка', 'a.columnsFew': '{n} колонки', 'a.kite': 'Kite' };
    expect(checkPack(pack, source, { terms: { note: ['заметк', 'заметок'] } })).toEqual({
      missing: ['a.columnsOther'],
      unknown: [],
      parameters: [],
      english: [],
      glossary: [],
    });
    const bad = { ...pack, 'a.columnsOther': 'Columns {count}', 'a.other': 'x', 'a.noteCount': 'Записей: {n}' };
    const problems = checkPack(bad, source, { terms: { note: ['заметк', 'заметок'] } });
    expect(problems.unknown).toEqual(['a.other']);
    expect(problems.parameters).toEqual(['a.columnsOther']);
    expect(problems.glossary).toEqual(['a.noteCount (note)']);
    expect(readsAsEnglish('Kite {n} MFM')).toBe(false);
    expect(readsAsEnglish('Save changes')).toBe(true);
  });

  it('every pack written here has every message, with the same {parameters}, translated, its glossary applied', () => {
    expect(messages.size).toBeGreaterThan(1000);
    expect(packs.size).toBeGreaterThan(1);
    for (const [code, pack] of packs) {
      const problems = checkPack(pack, messages, readGlossary('locales', code));
      expect({ code, ...problems }).toEqual({
        code,
        missing: [],
        unknown: [],
        parameters: [],
        english: code === 'ja-JP' ? problems.english : [],
        glossary: [],
      });
    }
  });
});
