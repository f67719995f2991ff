import type { DeckProfile } from './model';

/** The deck's preferences, under Misskey's names (`deck.*`) so a profile reads in either client. */
export const DECK_NS = 'deck';
export const deckPrefDefaults = {
  /** The name of the profile in use. */
  profile: null as string | null,
  profiles: [] as DeckProfile[],
  useSimpleUiForNonRootPages: true,
  columnAlign: 'center' as 'left' | 'right' | 'center',
  alwaysShowMainColumn: true,
};
