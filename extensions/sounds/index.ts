import { Api, Preferences, Sounds, Stream, Viewer, defineExtension, startLoaded } from '@kite/sdk';
import type { SoundsService } from '@kite/sdk';
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
  activate(ctx) {
    const prefs = ctx.get(Preferences);
    const api = ctx.get(Api);
    // The service's code (and Web Audio) loads with the first sound; calls keep their order, so the
    // overlap guard inside it still sees them one after another.
    let impl: Promise<SoundsService> | null = null;
    const load = () => (impl ??= import('./service').then((m) => m.browserSoundsService(prefs, api)));
    const service: SoundsService = {
      play: (event) => void load().then((s) => s.play(event)),
      playSetting: (setting, event) => load().then((s) => s.playSetting(setting, event)),
      onPlayed(listener) {
        let off: (() => void) | null = null;
        let gone = false;
        void load().then((s) => {
          if (!gone) off = s.onPlayed(listener);
        });
        return () => {
          gone = true;
          off?.();
        };
      },
    };
    ctx.provide(Sounds, service);

    // Spec 1 §7: main-channel events only in realtime mode, for a signed-in account.
    if (prefs.get('realtimeMode') && ctx.get(Viewer).info.signedIn && ctx.has(Stream)) {
      void startLoaded(
        ctx,
        () => import('./live'),
        (l) => l.connectSounds(ctx.get(Stream), service),
      );
    }
  },
});
