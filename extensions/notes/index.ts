import { NoteViews, Preferences, defineExtension } from '@kite/sdk';
import { builtinMfmFunctions } from './mfm/functions';
import { defineNotePrefs } from './prefs';
import { noteViews } from './views';

/**
 * Note rendering: the note card and its parts (token `NoteViews`), the 23 MFM functions
 * (as `mfmFunctions` contributions, so extensions and plugins can add more), the note page,
 * and /debug/notes, a gallery of fixture and hostile notes.
 */
export default defineExtension({
  id: 'notes',
  provides: [NoteViews],
  activate(ctx) {
    defineNotePrefs(ctx.get(Preferences));
    for (const fn of builtinMfmFunctions) ctx.mfmFunctions.add(fn);
    ctx.provide(NoteViews, noteViews);
    ctx.routes.add({ path: '/notes/:noteId/:initialTab?', component: { lazy: () => import('./pages/NotePage') } });
    ctx.routes.add({ path: '/debug/notes', component: { lazy: () => import('./debug/DebugNotesPage') } });
  },
});
