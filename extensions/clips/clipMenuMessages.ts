import { defineMessages } from '@kite/sdk';

/** The note menu's clip list and its dialogs (loaded with them, on the first pick of "Clip"). */
export const clipMenuMessages = defineMessages('clips.menu', {
  createClip: 'Create clip',
  clipName: 'Name',
  clipDescription: 'Description (optional)',
  clipPublic: 'Visibility of the clip',
  clipPrivate: 'Private',
  clipPublicOption: 'Public',
  clipped: 'Clipped to {name}',
  alreadyClipped: 'This note is already in "{name}". Remove it from the clip?',
  clipLimit: 'You cannot add more notes to this clip.',
  clipError: 'Could not clip: {message} ({id})',
  done: 'Done',
});
