import type { entities } from 'misskey-js';

/**
 * A renote with no content of its own (shown as "X renoted" + the original). Misskey's
 * rule (`isPureRenote` in its `misc/is-renote.ts`): a renote with no text, CW, files or poll.
 */
export function isPureRenote(
  note: Pick<entities.Note, 'renote' | 'text' | 'cw' | 'poll'> & { fileIds?: string[]; files?: unknown[] },
): note is entities.Note & { renote: entities.Note } {
  return note.renote != null && !note.text && !note.cw && (note.fileIds?.length ?? note.files?.length ?? 0) === 0 && !note.poll;
}

/** The note a card shows and actions act on: a pure renote's target, else the note itself. */
export function shownNote(note: entities.Note): entities.Note {
  return isPureRenote(note) ? note.renote : note;
}

/** Whether the note shows sensitive media: its own files or those of the note it renotes or quotes. */
export function hasSensitiveFile(note: Pick<entities.Note, 'files' | 'renote'>): boolean {
  return (note.files ?? []).some((f) => f.isSensitive) || (note.renote?.files ?? []).some((f) => f.isSensitive);
}
