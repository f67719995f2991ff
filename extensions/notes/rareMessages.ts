import { defineMessages } from '@kite/sdk';

/**
 * The notes namespace's texts that a note card does not show before its first use (the video player, URL
 * previews, the note page, the debug gallery): kept out of messages.ts, which is in the first load.
 */
export const rareNoteMessages = defineMessages('notes', {
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  seek: 'Seek',
  playbackRate: 'Playback speed',
  fullscreen: 'Fullscreen',
  video: 'Video',
  urlPreviewLoading: 'Loading preview…',
  failedToPreviewUrl: 'Could not preview {host}',
  enablePlayer: 'Open the player',
  disablePlayer: 'Close the player',
  expandTweet: 'Expand post',
  collapseTweet: 'Collapse post',
  notFound: 'The note could not be found.',
  loadFailed: 'Could not load the note.',
  retry: 'Retry',
  debugTitle: 'Note rendering gallery',
  debugServerNotes: 'Server notes',
  debugFixtureNotes: 'Fixture notes',
  debugHostileNotes: 'Hostile notes',
  noApi: 'Not connected to a server.',
});
