import { defineMessages } from '@kite/sdk';

/** The navbar texts the always-loaded entry (index.ts) needs; the rest load with the pages. */
export const entryMessages = defineMessages('timelineEntry', {
  timeline: 'Timeline',
  channels: 'Channels',
  // Deck column kinds (issue 16).
  list: 'List',
  antenna: 'Antenna',
  channel: 'Channel',
  role: 'Role timeline',
  mentions: 'Mentions',
  directs: 'Direct notes',
});
