import { defineMessages } from '@kite/sdk';

/** First-load texts: navbar entry and user-menu item titles. */
export const menuMessages = defineMessages('users.menu', {
  followRequests: 'Follow requests',
  profile: 'Profile',
  copyLink: 'Copy link',
  mention: 'Mention',
  mute: 'Mute',
  unmute: 'Unmute',
  renoteMute: 'Mute renotes',
  renoteUnmute: 'Unmute renotes',
  block: 'Block',
  unblock: 'Unblock',
  lists: 'Add to or remove from list',
  reportAbuse: 'Report abuse',
  moderation: 'Moderation',
  roles: 'Roles',
  memo: 'Edit memo',
  openOriginal: 'Open on the original server',
  updateRemote: 'Update remote user info',
  invalidateFollow: 'Remove follower',
  copyUsername: 'Copy username',
  copyRss: 'Copy RSS feed URL',
  searchNotes: 'Search this user’s notes',
  sendMessage: 'Send a direct note',
  copyUserId: 'Copy user ID',
  editProfile: 'Edit profile',
});
