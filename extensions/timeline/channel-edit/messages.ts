import { defineMessages } from '@kite/sdk';

/** Texts of /channels/new and /channels/:channelId/edit (loaded with those pages). */
export const channelEditMessages = defineMessages('channelEdit', {
  create: 'Create channel',
  edit: 'Edit channel',
  name: 'Name',
  description: 'Description',
  banner: 'Banner',
  noBanner: 'No banner',
  setBanner: 'Set banner',
  changeBanner: 'Change banner',
  removeBanner: 'Remove banner',
  bannerKept: 'The server keeps a banner once it is set; choose another image to replace it.',
  bannerAlt: 'Banner of the channel',
  color: 'Color',
  sensitive: 'Sensitive',
  allowRenoteToExternal: 'Allow renote and quote outside the channel',
  save: 'Save',
  saved: 'Saved',
  archive: 'Archive',
  unarchive: 'Unarchive',
  archived: 'This channel is archived: it is not listed or found in search, and nothing can be posted to it.',
  archiveConfirmTitle: 'Really archive {name}?',
  archiveConfirmText:
    'An archived channel won’t appear in the channel list or search results anymore. New posts can also not be added to it anymore.',
  nameRequired: 'Enter a name.',
  tooLong: '{field} is too long (at most {max} characters).',
  notFound: 'This channel does not exist.',
  notAllowed: 'Only the channel’s owner and moderators can edit it.',
  failed: 'Could not load the channel.',
});
