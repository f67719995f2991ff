/** Textarea text → antenna keywords: a line per OR condition, its space-separated words ANDed. */
export function parseKeywords(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);
}

/** Antenna keywords → textarea text. */
export function formatKeywords(keywords: readonly (readonly string[])[]): string {
  return keywords.map((words) => words.join(' ')).join('\n');
}
