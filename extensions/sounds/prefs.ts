import type { SoundSetting } from '@kite/sdk';

/**
 * The sound preferences in the profile format Misskey's client uses (`sound.notUseSound`,
 * `sound.on.note`, …; the master volume is the core `soundMasterVolume` = `sound.masterVolume`).
 */
export const SOUND_NS = 'sound';
export const soundPrefDefaults = {
  notUseSound: false,
  useSoundOnlyWhenActive: false,
  'on.note': { type: 'syuilo/n-aec', volume: 1 } as SoundSetting,
  'on.noteMy': { type: 'syuilo/n-cea-4va', volume: 1 } as SoundSetting,
  'on.notification': { type: 'syuilo/n-ea', volume: 1 } as SoundSetting,
  'on.reaction': { type: 'syuilo/bubble2', volume: 1 } as SoundSetting,
  'on.chatMessage': { type: 'syuilo/waon', volume: 1 } as SoundSetting,
};
export type SoundPrefs = typeof soundPrefDefaults;
