/**
 * The interface languages Kite has (spec 1 §1), the same list as the language chooser's
 * (extensions/settings/pages/languages.ts; tools/localePacks.test.ts keeps them equal).
 */
export const interfaceLanguages: readonly string[] = [
  'ar-SA', 'ca-ES', 'cs-CZ', 'da-DK', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'id-ID', 'it-IT', 'ja-JP', 'ja-KS', 'kab-KAB', 'kn-IN',
  'ko-KR', 'nl-NL', 'no-NO', 'pl-PL', 'pt-PT', 'ru-RU', 'sk-SK', 'th-TH', 'tr-TR', 'ug-CN', 'uk-UA', 'vi-VN', 'zh-CN', 'zh-TW',
]; // prettier-ignore

/** Bokmål and Nynorsk are both Norwegian to Kite (its no-NO is written in Bokmål). */
const sameLanguage: Record<string, string> = { nb: 'no', nn: 'no' };

interface Tag {
  language: string;
  script: string | undefined;
  region: string | undefined;
}

/** A tag's language, and its script and region as the language most likely writes them (zh-HK → Hant, HK). */
function likely(tag: string): Tag | null {
  try {
    const l = new Intl.Locale(tag).maximize();
    return { language: sameLanguage[l.language] ?? l.language, script: l.script, region: l.region };
  } catch {
    return null;
  }
}

/**
 * The interface language closest to the browser's preferences (`navigator.languages`, best
 * first), or null when Kite has none of them. A language must match; among its variants the
 * same script wins (zh-Hant and zh-HK read 繁體中文), then the same region, then the one the
 * language is most often written in (ja → ja-JP, not ja-KS); pt-BR reads Kite's Portuguese.
 */
export function browserLanguage(preferred: readonly string[], available: readonly string[] = interfaceLanguages): string | null {
  for (const tag of preferred) {
    const exact = available.find((a) => a.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const want = likely(tag);
    if (!want) continue;
    const usual = likely(want.language);
    let best: string | null = null;
    let bestScore = -1;
    for (const code of available) {
      // kab-KAB is no valid BCP 47 tag (a three-letter region): its language is still kab.
      const have = likely(code) ?? { language: code.split('-')[0], script: undefined, region: undefined };
      if (have.language !== want.language) continue;
      const score = (have.script === want.script ? 4 : 0) + (have.region === want.region ? 2 : 0) + (have.region === usual?.region ? 1 : 0);
      if (score > bestScore) [best, bestScore] = [code, score];
    }
    if (best) return best;
  }
  return null;
}
