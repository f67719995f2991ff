import type { RouteProps } from '@kite/sdk';
import AnnouncementPage from './AnnouncementPage';
import AnnouncementsPage from './AnnouncementsPage';

/** Both announcement paths share this one lazy module (one import site in the always-loaded index). */
export default function AnnouncementsRoute(props: RouteProps) {
  return props.params.announcementId ? <AnnouncementPage {...props} /> : <AnnouncementsPage {...props} />;
}
