import { Sounds, Stream, defineExtension } from '@kite/sdk';
import { soundTitles as m } from './titles';

/**
 * Sounds (spec 2 §3, §9): the per-event sound settings (`/settings/sounds`) and the `Sounds`
 * service that plays them — new notes and one's own (timeline), notifications and chat
 * messages (main channel, in realtime mode), one's reactions (note actions).
 */
export default defineExtension({
  id: 'sounds',
  // Its start-up work waits for the first screen.
  activationEvents: ['onEvent:firstContent'],
  optional: [Stream],
  provides: [Sounds],
  contributes: {
    settingsPages: [
      {
        path: 'sounds',
        title: m.sounds,
        icon: 'speakerphone',
        group: 'client',
        component: { lazy: () => import('./SoundsPage') },
        keywords: () => import('./keywords').then((k) => k.soundKeywords),
      },
    ],
  },
  activate: { lazy: () => import('./activate') },
});
