import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import { createToken } from './tokens';

/** How an action reports its result to the list or page showing the note: a new version, or null when it is gone. */
export type NoteChange = (next: entities.Note | null) => void;

/**
 * Acting on notes (provided by the `note-actions` extension): the reply / renote / react /
 * menu footer under a note card, the reaction flow of spec 3 §4 and the note menu (every
 * item a `menuItems` contribution at location `note`). Timelines, the note page, search,
 * clips and notifications use it so a note behaves the same everywhere.
 */
export interface NoteActionsService {
  /** The footer for `NoteCard`'s `footer` slot. `onChange` receives the updated note. */
  Footer: ComponentType<{ note: entities.Note; onChange: NoteChange }>;
  /** The reaction flow: create, change (confirmed), cancel (confirmed), like-only heart. */
  react(note: entities.Note, reaction: string, onChange: NoteChange): Promise<void>;
  /**
   * The translation the note menu's Translate fetched for a note (null until then), for
   * `NoteCard`'s `translation` prop: it shows under the note text instead of in a dialog.
   */
  useTranslation(noteId: string): { sourceLang: string; text: string } | null;
  /** Opens the note menu anchored at `anchor` (through `Menus`). */
  openMenu(note: entities.Note, anchor: HTMLElement | null, onChange: NoteChange): Promise<void>;
}
/** Token of the note footer, reactions and note menu (`NoteActionsService`). Provided by the `note-actions` extension: list it in `requires` (or `optional`) to use it. */
export const NoteActions = createToken<NoteActionsService>('kite.notes.actions');
