import type { entities } from 'misskey-js';
import { createToken } from './tokens';

/**
 * The one note store (provided by the kernel): a note fetched or streamed once is one
 * object keyed by id, so a reaction, vote, edit or delete made anywhere shows in every
 * timeline, note page and widget that shows the note. Lists keep their items and read the
 * current version with `useNote(id)`; notes no view holds are dropped (only the hundred most
 * recently released ones are kept, for back navigation).
 */
export interface NoteStoreService {
  /**
   * Stores a fetched note and the notes it embeds (renote, reply): the newest copy replaces
   * the stored one. Returns the stored version (embedded notes are the store's).
   */
  put(note: entities.Note): entities.Note;
  /**
   * A note that was just created (streamed on a channel, or posted by this person): stored
   * without replacing the notes it embeds, and the renote / reply count of the note it
   * renotes or replies to goes up once (however many times it arrives).
   */
  created(note: entities.Note): entities.Note;
  /** The current version; `null` once deleted, `undefined` when not in the store. */
  get(id: string): entities.Note | null | undefined;
  /** Replaces a note after an action of this person (reaction, vote, edit); `null` marks it deleted. */
  set(id: string, next: entities.Note | null): void;
  /** Changes a stored note in place (`null`: deleted); nothing happens when it is not stored. */
  update(id: string, fn: (note: entities.Note) => entities.Note | null): void;
  /** Keeps these notes (and the notes they embed) while a view shows them; call the result to release. */
  hold(notes: readonly entities.Note[]): () => void;
  /** Ends a `hold` of these notes (for lists that hold and release item by item, without a function per item). */
  release(notes: readonly entities.Note[]): void;
  /**
   * Keeps the shown notes current while a view is on screen: notes under 5 minutes old are
   * subscribed on the stream, older ones refreshed in bulk — once per note however many
   * views watch it. Call the result when the view is hidden or gone.
   */
  watch(notes: readonly entities.Note[]): () => void;
  /** Ends a `watch` of these notes. */
  unwatch(notes: readonly entities.Note[]): void;
  /** Changes of one note (including deletion). */
  subscribe(id: string, listener: () => void): () => void;
  /** Every deletion (lists drop the note and the pure renotes of it). */
  onDeleted(listener: (id: string) => void): () => void;
  /** How many notes are stored (for tests and the bench). */
  readonly size: number;
}
/** Token of the shared note cache (`NoteStoreService`). Provided by the kernel: usable without listing it in `requires`. */
export const NoteStore = createToken<NoteStoreService>('kite.notes.store');
