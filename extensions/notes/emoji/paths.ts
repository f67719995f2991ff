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

export function twemojiPath(char: string): string {
  return `/twemoji/${codepoints(char, false).join('-')}.svg`;
}

export function fluentEmojiPath(char: string): string {
  // Fluent Emoji has no national flags (regional-indicator pairs): those use Twemoji.
  if (/^[\u{1F1E6}-\u{1F1FF}]/u.test(char)) return twemojiPath(char);
  return `/fluent-emoji/${codepoints(char, true).join('-')}.png`;
}

/** A custom emoji reaction `:name@host:` → `{ name, host }` (`.` is the local host). */
export function parseReaction(reaction: string): { custom: false; char: string } | { custom: true; name: string; host: string | null } {
  const m = /^:([\w+-]+)(?:@([\w.:-]+))?:$/.exec(reaction);
  if (!m) return { custom: false, char: reaction };
  const host = m[2] === undefined || m[2] === '.' ? null : m[2];
  return { custom: true, name: m[1]!, host };
}
