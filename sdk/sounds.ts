import { createToken } from './tokens';

/** The events that play a sound (spec 2 §3, Misskey's operation types). */
export type SoundEvent = 'noteMy' | 'note' | 'notification' | 'reaction' | 'chatMessage';

/** One event's sound setting (spec 2 §3): a built-in sound, a drive file (`_driveFile_`), or none (null). */
export interface SoundSetting {
  type: string | null;
  volume: number;
  fileId?: string;
  fileUrl?: string;
}

/** What a play did, announced to listeners (the settings page, tests). */
export interface SoundPlayed {
  event: SoundEvent | null;
  url: string;
  /** The gain used: the setting's volume times the master volume. */
  volume: number;
}

/**
 * Plays the sound set for an event (provided by the `sounds` extension; optional for others).
 * Two sounds within 25 ms of each other play once (spec 2 §9); nothing plays while muted,
 * before the person has interacted with the page, or (if so set) while the page is hidden.
 */
export interface SoundsService {
  play(event: SoundEvent): void;
  /** Plays a setting directly (a preview); resolves true when a sound started. */
  playSetting(setting: SoundSetting, event?: SoundEvent | null): Promise<boolean>;
  onPlayed(listener: (p: SoundPlayed) => void): () => void;
}
/** Token of the sounds (`SoundsService`). Provided by the `sounds` extension: list it in `requires` (or `optional`) to use it. */
export const Sounds = createToken<SoundsService>('kite.sounds');
