import type { ComponentType } from 'react';
import type { ApiService, WidgetProps, WidgetSettingsForm } from '@kite/sdk';

/**
 * The widgets' loaders, kept out of the extension's declaration (each dynamic import carries
 * its chunk list, which would weigh on the first load 21 times): the declaration loads this
 * small module first, then the widget it draws.
 */
type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

const widgets: Readonly<Record<string, Loader>> = {
  calendar: () => import('./calendar/CalendarWidget'),
  clock: () => import('./clock/ClockWidget'),
  digitalClock: () => import('./digitalClock/DigitalClockWidget'),
  unixClock: () => import('./unixClock/UnixClockWidget'),
  memo: () => import('./memo/MemoWidget'),
  profile: () => import('./profile/ProfileWidget'),
  instanceInfo: () => import('./instanceInfo/InstanceInfoWidget'),
  onlineUsers: () => import('./onlineUsers/OnlineUsersWidget'),
  clicker: () => import('./clicker/ClickerWidget'),
  trends: () => import('./trends/TrendsWidget'),
  federation: () => import('./federation/FederationWidget'),
  instanceCloud: () => import('./instanceCloud/InstanceCloudWidget'),
  activity: () => import('./activity/ActivityWidget'),
  photos: () => import('./photos/PhotosWidget'),
  birthdayFollowings: () => import('./birthdayFollowings/BirthdayFollowingsWidget'),
  rss: () => import('./rss/RssWidget'),
  rssTicker: () => import('./rss/RssTickerWidget'),
  serverMetric: () => import('./serverMetric/ServerMetricWidget'),
  jobQueue: () => import('./jobQueue/JobQueueWidget'),
  userList: () => import('./userList/UserListWidget'),
  slideshow: () => import('./slideshow/SlideshowWidget'),
  aichan: () => import('./aichan/AichanWidget'),
};

export async function loadWidget(name: string): Promise<{ default: ComponentType<WidgetProps> }> {
  const load = widgets[name];
  if (!load) throw new Error(`no widget ${name}`);
  return load();
}

/** A widget's settings form; the user list's and slideshow's choices come from the server. */
export async function loadForm(name: string, api: ApiService): Promise<WidgetSettingsForm> {
  const f = await import('./forms');
  if (name === 'userList') return f.userListForm(api);
  if (name === 'slideshow') return f.slideshowForm(api);
  return f.formOf(name) ?? {};
}
