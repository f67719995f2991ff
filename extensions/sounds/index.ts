import { Api, Preferences, Sounds, Stream, Viewer, defineExtension } from '@kite/sdk';
import type { SoundPlayed, SoundsService } from '@kite/sdk';
import { SOUND_NS, soundPrefDefaults } from './prefs';
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
    // The service's code (and Web Audio) loads with the first sound; calls keep their order, so the
    // overlap guard inside it still sees them one after another.
    const listeners = new Set<(p: SoundPlayed) => void>();
    let impl: Promise<SoundsService> | null = null;
    const load = () =>
      (impl ??= import('./service').then((m) => {
        const s = m.createSoundsService({
          prefs: group,
          masterVolume: () => prefs.get('soundMasterVolume'),
          origin: () => api.origin,
          start: (url, volume) => import('./player').then((p) => p.startSound(url, volume)),
          activated: () => !('userActivation' in navigator) || navigator.userActivation.hasBeenActive,
          hidden: () => document.visibilityState === 'hidden',
        });
        s.onPlayed((p) => {
          for (const l of listeners) l(p);
          // Announced on the window too, for developer tools and end-to-end tests.
          window.dispatchEvent(new CustomEvent('kite:sound', { detail: p }));
        });
        return s;
      }));
    const service: SoundsService = {
      play: (event) => void load().then((s) => s.play(event)),
      playSetting: (setting, event) => load().then((s) => s.playSetting(setting, event)),
      onPlayed(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    ctx.provide(Sounds, service);

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
