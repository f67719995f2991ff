/** The 28 interface languages of spec 1 §1. */
export const localeCodes = [
  'ar-SA',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'en-US',
  'es-ES',
  'fr-FR',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ja-KS',
  'kab-KAB',
  'kn-IN',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-PT',
  'ru-RU',
  'sk-SK',
  'th-TH',
  'tr-TR',
  'ug-CN',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

/** A language's own name for itself (from Intl), else its code. */
export function nativeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
