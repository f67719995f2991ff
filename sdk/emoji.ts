/**
 * Where a unicode emoji's image comes from for each `emojiStyle` (Misskey serves Twemoji at
 * /twemoji and Fluent Emoji at /fluent-emoji); 'native' draws the font's glyph instead.
 */

/** Code points of a unicode emoji as Twemoji / Fluent file names use them. */
function codepoints(char: string, pad: boolean): string[] {
  let codes = Array.from(char, (c) => {
    const hex = (c.codePointAt(0) ?? 0).toString(16);
    return pad ? hex.padStart(4, '0') : hex;
  });
  // Both sets drop the variation selector except inside zero-width-joiner sequences.
  if (!codes.includes('200d')) codes = codes.filter((x) => x !== 'fe0f');
  return codes.filter((x) => x.length > 0);
}

/** The path of a unicode emoji's Twemoji image (`/twemoji/1f44d.svg`). */
export function twemojiPath(char: string): string {
  return `/twemoji/${codepoints(char, false).join('-')}.svg`;
}

/** The path of a unicode emoji's Fluent Emoji image; national flags use Twemoji. */
export function fluentEmojiPath(char: string): string {
  // Fluent Emoji has no national flags (regional-indicator pairs): those use Twemoji.
  if (/^[\u{1F1E6}-\u{1F1FF}]/u.test(char)) return twemojiPath(char);
  return `/fluent-emoji/${codepoints(char, true).join('-')}.png`;
}

/** How unicode emojis are drawn (the `emojiStyle` preference): Twemoji, Fluent Emoji, or the system font. */
export type EmojiStyle = 'twemoji' | 'fluentEmoji' | 'native';

/** The image path for a unicode emoji in a style, or null for 'native' (render the character). */
export function unicodeEmojiImage(char: string, style: EmojiStyle): string | null {
  if (style === 'native') return null;
  return style === 'fluentEmoji' ? fluentEmojiPath(char) : twemojiPath(char);
}
