import type { entities } from 'misskey-js';
import type { NoteVisibility } from '@kite/sdk';

const order: NoteVisibility[] = ['public', 'home', 'followers', 'specified'];

/** The narrower of two visibilities. */
export function narrowest(a: NoteVisibility, b: NoteVisibility): NoteVisibility {
  return order[Math.max(order.indexOf(a), order.indexOf(b))];
}

/**
 * Spec 3 §5 renote visibility: the narrowest of the note's and the default (or remembered)
 * one; a sensitive channel forces at least home. Specified renotes become followers (a
 * renote has no recipients).
 */
export function renoteVisibility(note: entities.Note, preferred: NoteVisibility): NoteVisibility {
  let v = narrowest(note.visibility, preferred);
  if (note.channel && (note.channel as { isSensitive?: boolean }).isSensitive && v === 'public') v = 'home';
  if (v === 'specified') v = 'followers';
  return v;
}

/** Whether the note can be renoted outside its channel (channels may forbid it). */
export function canRenoteOutside(note: entities.Note): boolean {
  return !note.channel || (note.channel as { allowRenoteToExternal?: boolean }).allowRenoteToExternal !== false;
}

/** Renotes are offered only for public and home notes, or one's own notes. */
export function canRenote(note: entities.Note, meId: string | null): boolean {
  return note.visibility === 'public' || note.visibility === 'home' || note.userId === meId;
}
