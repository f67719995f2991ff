import { Api, Preferences, Sounds, Stream, Viewer, startLoaded } from '@kite/sdk';
import type { ExtensionContext, SoundsService } from '@kite/sdk';

/** Provides `Sounds` and, in realtime mode, plays the main channel's events (loaded after the first content). */
export default function activate(ctx: ExtensionContext): void {
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
}
