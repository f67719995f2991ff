import { defineExtension } from '@kite/sdk';
import { deckTitles as m } from './titles';

/**
 * The deck layout (spec 1 §2.3, §2.6; issue 16): columns side by side instead of the main
 * column, in profiles saved with the preferences (Misskey's `deck.profiles`, synced through the
 * registry). Column kinds come from the extensions owning their content (`deckColumns`); the
 * layout and its settings page load only when used.
 */
export default defineExtension({
  id: 'deck',
  contributes: {
    layouts: [{ name: 'deck', component: { lazy: () => import('./DeckLayout') } }],
    deckColumns: [
      {
        type: 'main',
        title: m.main,
        icon: 'home',
        component: { lazy: () => import('./DeckLayout').then((l) => ({ default: l.MainColumn })) },
      },
    ],
    settingsPages: [
      {
        path: 'deck',
        title: m.deck,
        icon: 'columns',
        group: 'client',
        component: { lazy: () => import('./DeckSettingsPage') },
        keywords: () => import('./messages').then((k) => k.deckKeywords),
      },
    ],
  },
});
