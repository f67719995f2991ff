/**
 * What is being typed at the caret: a mention (`@user` or `@user@host`), a hashtag
 * (`#tag`) or a custom emoji (`:name`). Rules follow the markup parser (spec 2 §5): a
 * mention cannot follow a letter or digit; an emoji name needs 1+ word characters.
 */
export type Completion =
  | { kind: 'mention'; start: number; username: string; host: string | null }
  | { kind: 'hashtag'; start: number; query: string }
  | { kind: 'emoji'; start: number; query: string };

export function completionAt(text: string, caret: number): Completion | null {
  const before = text.slice(0, caret);
  const mention = /(?:^|[^\w@])@([\w-]*)(?:@([\w.-]*))?$/.exec(before);
  if (mention) {
    const start = before.length - mention[0].length + (mention[0].startsWith('@') ? 0 : 1);
    return { kind: 'mention', start, username: mention[1] ?? '', host: mention[2] ?? null };
  }
  const tag = /(?:^|\s)#([^\s#.,!?'"()[\]{}:;@]+)$/.exec(before);
  if (tag) return { kind: 'hashtag', start: before.length - tag[1].length - 1, query: tag[1] };
  const emoji = /(?:^|[^\w:]):([\w+-]+)$/.exec(before);
  if (emoji) return { kind: 'emoji', start: before.length - emoji[1].length - 1, query: emoji[1] };
  return null;
}

/** Replaces the typed fragment with the chosen value and a trailing space; returns the text and the new caret. */
export function applyCompletion(text: string, caret: number, c: Completion, value: string): { text: string; caret: number } {
  const insert = `${value} `;
  return { text: text.slice(0, c.start) + insert + text.slice(caret), caret: c.start + insert.length };
}

/** Inserts at the caret (the emoji picker), with a space before when the previous character is a word character. */
export function insertAt(text: string, start: number, end: number, value: string): { text: string; caret: number } {
  const pad = value.startsWith(':') && /\w$/.test(text.slice(0, start)) ? ' ' : '';
  const insert = pad + value;
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
