/** The theme pages as one lazy chunk (one loader in index.ts instead of one per page), plus the search keywords. */
import { themeMessages as t } from '../messages';

export { default as ThemePage } from './ThemePage';
export { default as InstallPage } from './InstallPage';
export { default as ManagePage } from './ManagePage';
export { default as ThemeEditorPage } from './ThemeEditorPage';
export const themeKeywords = [t.lightTheme, t.darkTheme, t.darkMode, t.syncDeviceDarkMode, t.install, t.manage, t.editor];
