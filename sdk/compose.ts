import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import { createToken } from './tokens';

/** Who may see a note: everyone, home timelines only, followers, or the listed users. */
export type NoteVisibility = 'public' | 'home' | 'followers' | 'specified';

/** What the composer starts from (spec 2 §3): every field is optional. */
export interface ComposeOptions {
  reply?: entities.Note | null;
  /** A quote (the composer becomes a quote renote). */
  renote?: entities.Note | null;
  channel?: { id: string; name: string } | null;
  initialText?: string;
  initialCw?: string;
  initialVisibility?: NoteVisibility;
  initialLocalOnly?: boolean;
  initialFiles?: readonly entities.DriveFile[];
  /** Recipients for `specified` visibility. */
  initialVisibleUsers?: readonly entities.UserLite[];
  /** An existing note being edited (its own draft context). */
  editId?: string | null;
}

/** Props of the composer's `PostForm` component: the starting values and what to do after posting. */
export interface PostFormProps extends ComposeOptions {
  /** Runs after a successful post with the created note. */
  onPosted?: (note: entities.Note) => void;
  /** The dialog variant passes a close request; the inline form does not. */
  onCancel?: () => void;
  /** Autofocus the text area on mount. */
  autofocus?: boolean;
  /** Fixed (inline) form on top of a timeline: smaller chrome. */
  inline?: boolean;
}

/**
 * The composer (provided by the `compose` extension). Timelines render `PostForm` inline;
 * the note menu (reply, quote), the shell's post button and hotkeys call `open`.
 */
export interface ComposerService {
  /** Opens the post dialog; resolves with the posted note, or null when it was closed without posting. */
  open(opts?: ComposeOptions): Promise<entities.Note | null>;
  /** The post form itself, for a page to draw inline (the timelines' form on top). */
  readonly PostForm: ComponentType<PostFormProps>;
}
/** Token of the composer (`ComposerService`). Provided by the `compose` extension: list it in `requires` (or `optional`) to use it. */
export const Composer = createToken<ComposerService>('kite.compose');
