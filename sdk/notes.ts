import type { ComponentType, ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { createToken } from './tokens';

/** What a person did on a note card that the host page may handle (reply, renote, react…). */
export type NoteAction = { type: 'react'; reaction: string } | { type: 'reply' } | { type: 'renote' } | { type: 'open' };

/** Props of the note card. Only `note` is required. */
export interface NoteCardProps {
  note: entities.Note;
  /**
   * Called for actions the card does not perform itself. Clicking a reaction in the
   * reactions row calls it with `{ type: 'react', reaction }` (making reactions is the
   * timelines' job). Without it the reactions row is read-only.
   */
  onAction?: (action: NoteAction, note: entities.Note) => void;
  /** A footer slot under the content (e.g. the timelines' reply/renote/react buttons). */
  footer?: ReactNode;
  /** The note page's larger variant (absolute time, no long-note collapse). */
  detailed?: boolean;
  /** The translation to show under the text, when the host fetched one. */
  translation?: { sourceLang: string; text: string } | null;
}

/** Props of `NoteViews.Mfm`: the text and how to render it. */
export interface MfmProps {
  text: string;
  /** Emoji name → url maps from the note (`emojis`, `reactionEmojis`), checked before the server list. */
  emojis?: Readonly<Record<string, string>>;
  /** Host of the note's author (remote custom emoji and mentions resolve against it). */
  author?: entities.UserLite | null;
  /** Plain mode: only text, emoji (for names and CWs). */
  plain?: boolean;
  /** Disables nyaize-like extras and links (for previews). */
  nowrap?: boolean;
}

/** Why a note is hidden by word mute, or false. */
export type WordMuteResult = false | { matched: string[] };

/**
 * The note card and its parts, provided by the `notes` extension. Timelines, search,
 * clips, notifications and the note page `requires: [NoteViews]` and render `NoteCard`.
 */
export interface NoteViewsService {
  NoteCard: ComponentType<NoteCardProps>;
  /** MFM text renderer (the whole MFM language with the `mfmFunctions` contributions). */
  Mfm: ComponentType<MfmProps>;
  NoteHeader: ComponentType<{ note: entities.Note; detailed?: boolean }>;
  MediaList: ComponentType<{ files: readonly entities.DriveFile[]; note?: entities.Note }>;
  Poll: ComponentType<{ note: entities.Note; readOnly?: boolean }>;
  UrlPreview: ComponentType<{ url: string; compact?: boolean }>;
  ReactionsViewer: ComponentType<{ note: entities.Note; onReact?: (reaction: string) => void }>;
  TimeDisplay: ComponentType<{ time: string | number | Date; mode?: 'relative' | 'absolute' | 'detail'; colored?: boolean }>;
  /** Spec 2 §5 long-note rule: collapsible when no CW and long/large/many mentions or files. */
  isLongNote(note: Pick<entities.Note, 'cw' | 'text' | 'files' | 'mentions'>): boolean;
  /** Spec 2 §5 word mute on cw + text; never the viewer's own notes. */
  checkWordMute(note: entities.Note, me: { id: string } | null, mutedWords: readonly (string | string[])[]): WordMuteResult;
}
/** Token of the note card and its parts (`NoteViewsService`). Provided by the `notes` extension: list it in `requires` (or `optional`) to use it. */
export const NoteViews = createToken<NoteViewsService>('kite.notes.views');
