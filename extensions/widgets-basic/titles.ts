import { defineMessages } from '@kite/sdk';

/** The widgets' names (in the add list and the column): the only texts the declaration needs. */
export const widgetTitles = defineMessages('widgetsBasic', {
  calendar: 'Calendar',
  clock: 'Clock',
  digitalClock: 'Digital clock',
  unixClock: 'UNIX clock',
  memo: 'Sticky note',
  profile: 'Profile',
  instanceInfo: 'Server information',
  onlineUsers: 'Online users',
  clicker: 'Clicker',
  trends: 'Trending',
  federation: 'Federation',
  instanceCloud: 'Server cloud',
  activity: 'Activity',
  photos: 'Photos',
  birthdayFollowings: 'Birthdays today',
  rss: 'RSS feed',
  rssTicker: 'RSS ticker',
  serverMetric: 'Server metrics',
  jobQueue: 'Job queue',
  userList: 'User list',
  slideshow: 'Slideshow',
  aichan: 'Ai-chan',
});
