import type { entities } from 'misskey-js';
import type { WordMuteResult } from '@kite/sdk';

/** Spec 2 §9 long-note thresholds. */
export const LONG_NOTE = { lines: 40, chars: 1600, mentions: 4, files: 5 } as const;

/**
 * Spec 2 §5: collapsible when there is no CW and the text uses $[x3, $[x4 or $[scale, or has
 * more than 40 lines, more than 1600 characters, 4 or more mentions, or 5 or more files.
 */
export function isLongNote(note: Pick<entities.Note, 'cw' | 'text' | 'files' | 'mentions'>): boolean {
  if (note.cw != null) return false;
  const text = note.text ?? '';
  return (
    text.includes('$[x3') ||
    text.includes('$[x4') ||
    text.includes('$[scale') ||
    text.split('\n').length > LONG_NOTE.lines ||
    text.length > LONG_NOTE.chars ||
    (note.mentions?.length ?? 0) >= LONG_NOTE.mentions ||
    (note.files?.length ?? 0) >= LONG_NOTE.files
  );
}

/**
 * Spec 2 §5 muted words on cw + text: an item is a list of words that must all appear, or
 * `/regex/flags`. The viewer's own notes are never muted. Returns the matching items.
 */
export function checkWordMute(
  note: Pick<entities.Note, 'userId' | 'cw' | 'text'>,
  me: { id: string } | null,
  mutedWords: readonly (string | readonly string[])[],
): WordMuteResult {
  if (me && note.userId === me.id) return false;
  if (mutedWords.length === 0) return false;
  const text = `${note.cw ?? ''}\n${note.text ?? ''}`.trim();
  if (text === '') return false;
  const matched: string[] = [];
  for (const filter of mutedWords) {
    if (Array.isArray(filter)) {
      const words = (filter as readonly string[]).filter((w) => w !== '');
      if (words.length > 0 && words.every((w) => text.includes(w))) matched.push(words.join(' '));
    } else if (typeof filter === 'string') {
      const re = /^\/(.+)\/([a-z]*)$/.exec(filter);
      if (!re) continue;
      try {
        if (new RegExp(re[1], re[2]).test(text)) matched.push(filter);
      } catch {
        // An invalid pattern matches nothing rather than breaking the timeline.
      }
    }
  }
  return matched.length > 0 ? { matched } : false;
}
