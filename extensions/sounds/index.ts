import { Api, Preferences, Sounds, Stream, Viewer, defineExtension } from '@kite/sdk';
import { SOUND_NS, soundPrefDefaults } from './prefs';
import { createSoundsService } from './service';
import { soundTitles as m } from './titles';

/**
 * Sounds (spec 2 §3, §9): the per-event sound settings (`/settings/sounds`) and the `Sounds`
 * service that plays them — new notes and one's own (timeline), notifications and chat
 * messages (main channel, in realtime mode), one's reactions (note actions).
 */
export default defineExtension({
  id: 'sounds',
  optional: [Stream],
  provides: [Sounds],
  activate(ctx) {
    const prefs = ctx.get(Preferences);
    const group = prefs.define(SOUND_NS, soundPrefDefaults);
    const api = ctx.get(Api);
    const service = createSoundsService({
      prefs: group,
      masterVolume: () => prefs.get('soundMasterVolume'),
      origin: () => api.origin,
      // Web Audio loads with the first sound.
      start: (url, volume) => import('./player').then((p) => p.startSound(url, volume)),
      activated: () => !('userActivation' in navigator) || navigator.userActivation.hasBeenActive,
      hidden: () => document.visibilityState === 'hidden',
    });
    ctx.provide(Sounds, service);
    // Every sound played is announced on the window, for developer tools and end-to-end tests.
    ctx.onDispose(service.onPlayed((detail) => window.dispatchEvent(new CustomEvent('kite:sound', { detail }))));

    ctx.settingsPages.add({
      path: 'sounds',
      title: m.sounds,
      icon: 'speakerphone',
      group: 'client',
      component: { lazy: () => import('./SoundsPage') },
      keywords: () => import('./keywords').then((k) => k.soundKeywords),
    });

    // Spec 1 §7: main-channel events only in realtime mode, for a signed-in account.
    if (prefs.get('realtimeMode') && ctx.get(Viewer).info.signedIn && ctx.has(Stream)) {
      const main = ctx.get(Stream).useChannel('main');
      main.on('notification', () => service.play('notification'));
      main.on('newChatMessage', () => service.play('chatMessage'));
      ctx.onDispose(() => main.dispose());
    }
  },
});
