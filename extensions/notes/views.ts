import type { NoteViewsService } from '@kite/sdk';
import { NoteCard } from './card/NoteCard';
import { NoteHeader } from './card/NoteHeader';
import { Mfm } from './mfm/Mfm';
import { MediaList } from './media/MediaList';
import { Poll, UrlPreview } from './lazyParts';
import { ReactionsViewer } from './reactions/ReactionsViewer';
import { TimeDisplay } from './time/TimeDisplay';
import { checkWordMute, isLongNote } from './card/rules';
import './mfm/mfm.css';
import './card/note.css';

/** What the `NoteViews` token resolves to. */
export const noteViews: NoteViewsService = Object.freeze({
  NoteCard,
  Mfm,
  NoteHeader,
  MediaList,
  Poll,
  UrlPreview,
  ReactionsViewer,
  TimeDisplay,
  isLongNote,
  checkWordMute,
});
