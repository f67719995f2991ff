import { describe, expect, it } from 'vitest';
import { decksInBackup, freeName, legacyDeck } from './misskeyImport';

const column = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, name: null, width: 330, ...extra });

/** A preference profile as Misskey 2025.9 backs it up (`preferences/manager.ts`: records of [scope, value, flags]). */
const backup = {
  id: 'p1',
  version: '2025.9.0',
  type: 'main',
  modifiedAt: 1763900000000,
  name: 'laptop',
  preferences: {
    'deck.profile': [
      [{}, null, {}],
      [{ server: 'misskey.example', account: 'me1' }, 'Work', {}],
    ],
    'deck.profiles': [
      [{}, [], {}],
      [
        { server: 'misskey.example', account: 'other' },
        [{ name: 'Theirs', id: 'x', columns: [column('c9', 'tl', { tl: 'home' })], layout: [['c9']] }],
        {},
      ],
      [
        { server: 'misskey.example', account: 'me1' },
        [
          {
            name: 'Work',
            id: 'w1',
            columns: [column('a', 'tl', { tl: 'local' }), column('b', 'notifications'), column('c', 'widgets', { widgets: [] })],
            layout: [['a'], ['b', 'c']],
          },
        ],
        { sync: true },
      ],
    ],
  },
};

describe('Misskey deck import', () => {
  it("reads the account's own deck profiles from a preference backup, with the stacks as they were", () => {
    const [work, ...rest] = decksInBackup(backup, 'me1');
    expect(rest).toEqual([]);
    expect(work?.name).toBe('Work');
    expect(work?.columns.map((c) => c.type)).toEqual(['tl', 'notifications', 'widgets']);
    expect(work?.columns[0]?.tl).toBe('local');
    expect(work?.layout).toEqual([['a'], ['b', 'c']]);
  });

  it('falls back to the shared record, and reads nothing from what is not a backup', () => {
    expect(decksInBackup(backup, 'nobody')).toEqual([]);
    expect(
      decksInBackup({ preferences: { 'deck.profiles': [[{}, backup.preferences['deck.profiles'][2][1], {}]] } }, 'nobody')[0]?.name,
    ).toBe('Work');
    expect(decksInBackup('nonsense', 'me1')).toEqual([]);
    expect(decksInBackup({ preferences: { 'deck.profiles': 'x' } }, 'me1')).toEqual([]);
  });

  it('reads an older Misskey deck profile (registry key = name, value = columns and layout); columns left out of the layout get a slot', () => {
    const p = legacyDeck('Main', { columns: [column('a', 'main'), column('b', 'mentions')], layout: [['a']] });
    expect(p?.name).toBe('Main');
    expect(p?.layout).toEqual([['a'], ['b']]);
    expect(legacyDeck('Empty', { columns: [], layout: [] })).toBeNull();
    expect(legacyDeck('Broken', 42)).toBeNull();
  });

  it('gives an imported profile a free name', () => {
    expect(freeName('Work', ['Main'])).toBe('Work');
    expect(freeName('Work', ['Work', 'Work (2)'])).toBe('Work (3)');
  });
});
