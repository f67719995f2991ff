import { defineMessages } from '@kite/sdk';

/** Texts of /announcements and /announcements/:id (loaded with those pages). */
export const announcementMessages = defineMessages('announcements', {
  title: 'Announcements',
  current: 'Current announcements',
  past: 'Past announcements',
  youHaveUnread: 'There are unread announcements.',
  forYou: 'For you',
  unread: 'New',
  gotIt: 'Got it!',
  read: 'Read',
  readConfirmTitle: 'Mark as read?',
  readConfirmText: 'This will mark the contents of “{title}” as read.',
  createdAt: 'Posted',
  updatedAt: 'Updated',
  none: 'No announcements',
  failed: 'Could not load the announcements.',
  loadMore: 'Load more',
  kindInfo: 'Information',
  kindWarning: 'Warning',
  kindError: 'Error',
  kindSuccess: 'Success',
  close: 'Close',
  scrollToClose: 'Scroll to close',
});
