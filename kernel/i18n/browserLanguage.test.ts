import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browserLanguage';

describe('the browser’s language on a first visit', () => {
  it('finds the closest interface language: same script, then region, then the usual variant', () => {
    const cases: [string[], string | null][] = [
      [['ko-KR'], 'ko-KR'],
      [['ko'], 'ko-KR'],
      [['zh-Hant'], 'zh-TW'],
      [['zh-HK'], 'zh-TW'],
      [['zh-tw'], 'zh-TW'],
      [['zh'], 'zh-CN'],
      [['zh-SG'], 'zh-CN'],
      [['pt-BR'], 'pt-PT'],
      [['ja'], 'ja-JP'],
      [['nb-NO'], 'no-NO'],
      [['kab'], 'kab-KAB'],
      [['ug'], 'ug-CN'],
      [['es-419'], 'es-ES'],
      [['en-GB', 'de-DE'], 'en-US'],
      [['he-IL', 'not a tag', 'de-AT'], 'de-DE'],
      [['he-IL', 'sr'], null],
      [[], null],
    ];
    expect(cases.map(([preferred]) => browserLanguage(preferred))).toEqual(cases.map(([, want]) => want));
  });
});
