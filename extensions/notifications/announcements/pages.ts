export { default as AnnouncementsPage } from './AnnouncementsPage';
export { default as AnnouncementPage } from './AnnouncementPage';
