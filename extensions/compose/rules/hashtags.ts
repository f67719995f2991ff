/** Words of the extra hashtag field, each with a leading '#'. */
export function normalizeHashtags(field: string): string[] {
  return field
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '' && w !== '#')
    .map((w) => (w.startsWith('#') ? w : `#${w}`));
}

/** Spec 2 §5: hashtags of the extra field are appended to the last line of the text. */
export function appendHashtags(text: string, field: string): string {
  const tags = normalizeHashtags(field).join(' ');
  if (tags === '') return text;
  if (text === '') return tags;
  const lines = text.split('\n');
  const last = lines.length - 1;
  lines[last] = lines[last].trim() === '' ? lines[last] + tags : `${lines[last]} ${tags}`;
  return lines.join('\n');
}

export const RECENT_HASHTAGS_MAX = 16;

/** Recently used hashtags (without '#'), newest first, no duplicates. */
export function rememberHashtags(recent: readonly string[], used: readonly string[]): string[] {
  const fresh = used.map((t) => t.replace(/^#/, '')).filter((t) => t !== '');
  const out: string[] = [];
  for (const t of [...fresh, ...recent]) if (!out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
  return out.slice(0, RECENT_HASHTAGS_MAX);
}
