import { driveSettingsMessages as m } from './messages';
import './settings.css';

/** The drive's settings pages as one lazy chunk. */
export { default as DriveSettingsPage } from './DriveSettingsPage';
export { default as DriveCleanerPage } from './DriveCleanerPage';

/** The settings on /settings/drive, for the settings search. */
export const keywords = [m.usage, m.uploadFolder, m.keepOriginalFilename, m.alwaysMarkNsfw, m.autoSensitive, m.openCleaner];
