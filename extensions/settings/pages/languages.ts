/**
 * The 28 interface languages of spec 1 §1, each with its name in its own script and in
 * English. Names are data, not `Intl.DisplayNames`: browsers name kab-KAB, ja-KS and ug-CN
 * differently or not at all, and add a country ("Deutsch (Deutschland)") nobody asked for.
 */
export const languages = [
  { code: 'ar-SA', own: 'العربية', english: 'Arabic' },
  { code: 'ca-ES', own: 'Català', english: 'Catalan' },
  { code: 'cs-CZ', own: 'Čeština', english: 'Czech' },
  { code: 'da-DK', own: 'Dansk', english: 'Danish' },
  { code: 'de-DE', own: 'Deutsch', english: 'German' },
  { code: 'en-US', own: 'English', english: 'English' },
  { code: 'es-ES', own: 'Español', english: 'Spanish' },
  { code: 'fr-FR', own: 'Français', english: 'French' },
  { code: 'id-ID', own: 'Bahasa Indonesia', english: 'Indonesian' },
  { code: 'it-IT', own: 'Italiano', english: 'Italian' },
  { code: 'ja-JP', own: '日本語', english: 'Japanese' },
  { code: 'ja-KS', own: '日本語（関西弁）', english: 'Japanese (Kansai)' },
  { code: 'kab-KAB', own: 'Taqbaylit', english: 'Kabyle' },
  { code: 'kn-IN', own: 'ಕನ್ನಡ', english: 'Kannada' },
  { code: 'ko-KR', own: '한국어', english: 'Korean' },
  { code: 'nl-NL', own: 'Nederlands', english: 'Dutch' },
  { code: 'no-NO', own: 'Norsk bokmål', english: 'Norwegian' },
  { code: 'pl-PL', own: 'Polski', english: 'Polish' },
  { code: 'pt-PT', own: 'Português', english: 'Portuguese' },
  { code: 'ru-RU', own: 'Русский', english: 'Russian' },
  { code: 'sk-SK', own: 'Slovenčina', english: 'Slovak' },
  { code: 'th-TH', own: 'ไทย', english: 'Thai' },
  { code: 'tr-TR', own: 'Türkçe', english: 'Turkish' },
  { code: 'ug-CN', own: 'ئۇيغۇرچە', english: 'Uyghur' },
  { code: 'uk-UA', own: 'Українська', english: 'Ukrainian' },
  { code: 'vi-VN', own: 'Tiếng Việt', english: 'Vietnamese' },
  { code: 'zh-CN', own: '简体中文', english: 'Chinese (Simplified)' },
  { code: 'zh-TW', own: '繁體中文', english: 'Chinese (Traditional)' },
] as const;

/** The codes of the interface languages. */
export const localeCodes: readonly string[] = languages.map((l) => l.code);

/**
 * How the chooser names a language: its own name, then its English name for someone who
 * cannot read that script ("한국어 — Korean"); the code itself for an unknown one.
 */
export function languageLabel(code: string): string {
  const l = languages.find((x) => x.code === code);
  if (!l) return code;
  return l.own === l.english ? l.own : `${l.own} — ${l.english}`;
}
