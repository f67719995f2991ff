import type { MessageKey } from '@kite/sdk';
import { soundMessages as m } from './messages';

/** The settings on the sounds page, for the settings search. */
export const soundKeywords: readonly MessageKey[] = [
  m.notUseSound,
  m.useSoundOnlyWhenActive,
  m.masterVolume,
  m.eventNoteMy,
  m.eventNote,
  m.eventNotification,
  m.eventReaction,
  m.eventChatMessage,
  m.volume,
  m.fileUrl,
];
