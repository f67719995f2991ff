import { NoteViews, Overlays, Preferences, afterFirstContent, defineExtension, startLoaded } from '@kite/sdk';
import { lazyMfmFunctions, preloadMfmFunctions } from './mfm/lazyFunctions';
import { defineNotePrefs, getNotePref } from './prefs';
import { noteViews } from './views';

/**
 * Note rendering: the note card and its parts (token `NoteViews`), the 23 MFM functions
 * (as `mfmFunctions` contributions, so extensions and plugins can add more), link previews on
 * hover (their code loads after the first content), the note page, and /debug/notes, a gallery
 * of fixture and hostile notes.
 */
export default defineExtension({
  id: 'notes',
  provides: [NoteViews],
  contributes: {
    mfmFunctions: lazyMfmFunctions,
    routes: [
      { path: '/notes/:noteId/:initialTab?', component: { lazy: () => import('./pages/NotePage') } },
      { path: '/debug/notes', component: { lazy: () => import('./debug/DebugNotesPage') } },
    ],
  },
  activate(ctx) {
    const prefs = ctx.get(Preferences);
    defineNotePrefs(prefs);
    ctx.provide(NoteViews, noteViews);
    // The MFM functions' code: not in the first load, but here before most notes that use one are drawn.
    void afterFirstContent().then(preloadMfmFunctions, () => {});
    if (ctx.has(Overlays) && typeof document !== 'undefined') {
      void startLoaded(
        ctx,
        () => afterFirstContent().then(() => import('./preview/hoverPreviews')),
        (h) => h.startHoverPreviews({ doc: document, overlays: ctx.get(Overlays), enabled: () => getNotePref(prefs, 'linkHoverPreview') }),
      );
    }
  },
});
