import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { changesOf, cleaned, problemsOf, toDraft } from './form';
import { metaMessages as m } from './messages';

// Only what these tests read matters; the rest of admin/meta's answer is filled with neutral values.
const meta = {
  name: 'Kite',
  description: null,
  themeColor: '#112233',
  disableRegistration: false,
  pinnedUsers: ['@alice'],
  ...Object.fromEntries(
    [
      'federationHosts',
      'sensitiveWords',
      'prohibitedWords',
      'prohibitedWordsForNameOfUser',
      'hiddenTags',
      'preservedUsernames',
      'blockedHosts',
      'mediaSilencedHosts',
    ].map((k) => [k, []]),
  ),
  silencedHosts: undefined,
  bannedEmailDomains: undefined,
  swPublickey: 'pub',
  smtpPort: null,
  manifestJsonOverride: '{}',
  defaultLightTheme: null,
  perUserHomeTimelineCacheMax: 300,
} as unknown as entities.AdminMetaResponse;

describe('the server-settings form model', () => {
  const saved = toDraft(meta, ['Be kind']);

  it('reads the rules from meta, the push key from swPublickey, and missing lists as empty', () => {
    expect(saved.serverRules).toEqual(['Be kind']);
    expect(saved.swPublicKey).toBe('pub');
    expect(saved.silencedHosts).toEqual([]);
    expect(saved.bannedEmailDomains).toEqual([]);
  });

  it('sends only what changed, with lists trimmed and empty lines dropped', () => {
    expect(changesOf(saved, saved)).toEqual({});
    const draft = { ...saved, name: 'Kite 2', pinnedUsers: ['@alice', ' @bob ', ''], perUserHomeTimelineCacheMax: 300 };
    expect(changesOf(draft, saved)).toEqual({ name: 'Kite 2', pinnedUsers: ['@alice', '@bob'] });
    expect(cleaned(draft).pinnedUsers).toEqual(['@alice', '@bob']);
  });

  it('takes an emptied text for the unset setting it was, and a blank line added to a list for no change', () => {
    expect(changesOf({ ...saved, description: '' }, saved)).toEqual({});
    expect(changesOf({ ...saved, pinnedUsers: ['@alice', ''] }, saved)).toEqual({});
    expect(changesOf({ ...saved, disableRegistration: true }, saved)).toEqual({ disableRegistration: true });
  });

  it('refuses broken JSON themes and a colour not in #rrggbb before sending', () => {
    expect(problemsOf({ defaultLightTheme: '{"a":', themeColor: 'red' }, m).map((p) => p.key)).toEqual(['defaultLightTheme', 'themeColor']);
    expect(problemsOf({ defaultLightTheme: '{"a":1}', themeColor: '#abcdef', manifestJsonOverride: '' }, m)).toEqual([]);
  });
});
