/** The account pages (notifications, email, security, other) as one lazy chunk, with their search keywords. */
export { default as NotificationsPage } from './NotificationsPage';
export { default as EmailPage } from './EmailPage';
export { default as SecurityPage } from './SecurityPage';
export { default as OtherPage } from './OtherPage';
export { accountKeywords as keywords } from './keywords';
