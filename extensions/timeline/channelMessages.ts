import { defineMessages } from '@kite/sdk';

/** The channel page's own buttons (loaded with that page, not with the timeline the first load shows). */
export const channelMessages = defineMessages('timelineChannel', {
  editChannel: 'Edit channel',
  followChannel: 'Follow',
  unfollowChannel: 'Unfollow',
  favorite: 'Add to favorites',
  unfavorite: 'Remove from favorites',
  unfavoriteConfirm: 'Really remove from favorites?',
  pinnedNotes: 'Pinned notes',
});
