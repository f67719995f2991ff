import { safeHttpUrl } from '@kite/sdk';
import type { ApiService, PreferenceGroup, PreferencesService, SoundEvent, SoundPlayed, SoundSetting, SoundsService } from '@kite/sdk';
import type { SoundPrefs } from './prefs';
import { SOUND_NS, soundPrefDefaults } from './prefs';

/** Spec 2 §9: sounds closer together than this play once. */
export const OVERLAP_GUARD_MS = 25;

export interface SoundDeps {
  prefs: PreferenceGroup<SoundPrefs>;
  masterVolume: () => number;
  /** The server's origin: built-in sounds are its `/client-assets/sounds/{type}.mp3`. */
  origin: () => string;
  /** Decodes and starts a sound (Web Audio, loaded on first use); false when it could not. */
  start: (url: string, volume: number) => Promise<boolean>;
  /** Whether the page has had a user gesture (browsers refuse audio before one). */
  activated?: () => boolean;
  hidden?: () => boolean;
}

/** Where a setting's sound is, or null (none, an unknown type, a drive file without an http(s) URL). */
export function soundUrl(s: SoundSetting, origin: string): string | null {
  if (s.type === null) return null;
  if (s.type === '_driveFile_') return s.fileUrl ? (safeHttpUrl(s.fileUrl)?.href ?? null) : null;
  // Built-in names are `author/name`; anything else (e.g. from a synced profile) is not a path we build.
  return /^[a-z0-9-]+\/[a-z0-9_-]+$/i.test(s.type) ? `${origin}/client-assets/sounds/${s.type}.mp3` : null;
}

/**
 * The sound service: picks the event's setting, applies mute, "only while active" and the
 * volumes, and refuses a second sound while one is starting and for 25 ms after (Misskey's
 * overlap guard). A drive file that fails falls back to the event's default sound.
 */
export function createSoundsService(deps: SoundDeps): SoundsService {
  let busy = false;
  const listeners = new Set<(p: SoundPlayed) => void>();
  const activated = deps.activated ?? (() => true);
  const hidden = deps.hidden ?? (() => false);

  const muted = () => deps.prefs.get('notUseSound') || (deps.prefs.get('useSoundOnlyWhenActive') && hidden());

  const startSetting = async (s: SoundSetting, event: SoundEvent | null): Promise<boolean> => {
    const url = soundUrl(s, deps.origin());
    if (!url) return false;
    const volume = s.volume * deps.masterVolume();
    // Muted or silent counts as played (nothing to fall back to).
    if (muted() || volume <= 0) return true;
    if (!(await deps.start(url, volume))) return false;
    for (const l of listeners) l({ event, url, volume });
    return true;
  };

  const guarded = async (s: SoundSetting, event: SoundEvent | null): Promise<boolean> => {
    if (busy || !activated()) return false;
    if (s.type === null || (s.type === '_driveFile_' && !s.fileUrl)) return false;
    busy = true;
    try {
      return await startSetting(s, event);
    } finally {
      setTimeout(() => {
        busy = false;
      }, OVERLAP_GUARD_MS);
    }
  };

  return {
    play(event) {
      const s = deps.prefs.get(`on.${event}`);
      void guarded(s, event).then((ok) => {
        if (ok || s.type !== '_driveFile_') return;
        const fallback = deps.prefs.defaults[`on.${event}`];
        void startSetting({ type: fallback.type, volume: s.volume }, event);
      });
    },
    playSetting: (s, event = null) => guarded(s, event),
    onPlayed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The service as the extension provides it, with the browser's audio, activation and visibility. */
export function browserSoundsService(all: PreferencesService, api: ApiService): SoundsService {
  // Defined with the first sound (and by the settings page): the stored values are read from the profile then.
  const s = createSoundsService({
    prefs: all.define(SOUND_NS, soundPrefDefaults),
    masterVolume: () => all.get('soundMasterVolume'),
    origin: () => api.origin,
    start: (url, volume) => import('./player').then((p) => p.startSound(url, volume)),
    activated: () => !('userActivation' in navigator) || navigator.userActivation.hasBeenActive,
    hidden: () => document.visibilityState === 'hidden',
  });
  // Announced on the window too, for developer tools and end-to-end tests.
  s.onPlayed((p) => window.dispatchEvent(new CustomEvent('kite:sound', { detail: p })));
  return s;
}
