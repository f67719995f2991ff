import type { Extension } from '@kite/sdk';
import aboutBundle from '../../extensions/about';
import accountToolsBundle from '../../extensions/account-tools';
import achievementsBundle from '../../extensions/achievements';
import adminBundle from '../../extensions/admin';
import adsBundle from '../../extensions/ads';
import antennasBundle from '../../extensions/antennas';
import authBundle from '../../extensions/auth';
import chatBundle from '../../extensions/chat';
import clipsBundle from '../../extensions/clips';
import galleryBundle from '../../extensions/gallery';
import gamesBundle from '../../extensions/games';
import playBundle from '../../extensions/play';
import pagesBundle from '../../extensions/pages';
import composeBundle from '../../extensions/compose';
import customCssBundle from '../../extensions/custom-css';
import debugBundle from '../../extensions/debug';
import deckBundle from '../../extensions/deck';
import dialogsBundle from '../../extensions/dialogs';
import driveBundle from '../../extensions/drive';
import exploreBundle from '../../extensions/explore';
import hotkeysBundle from '../../extensions/hotkeys';
import listsBundle from '../../extensions/lists';
import lookupBundle from '../../extensions/lookup';
import notesBundle from '../../extensions/notes';
import notificationsBundle from '../../extensions/notifications';
import pageWindowsBundle from '../../extensions/page-windows';
import pluginsBundle from '../../extensions/plugins';
import pwaBundle from '../../extensions/pwa';
import popupsBundle from '../../extensions/popups';
import searchBundle from '../../extensions/search';
import seasonalBundle from '../../extensions/seasonal';
import toolsBundle from '../../extensions/tools';
import settingsBundle from '../../extensions/settings';
import statusbarBundle from '../../extensions/statusbar';
import themesBundle from '../../extensions/themes';
import timelineBundle from '../../extensions/timeline';
import toastsBundle from '../../extensions/toasts';
import noteActionsBundle from '../../extensions/note-actions';
import shellBundle from '../../extensions/shell';
import shellBasicsBundle from '../../extensions/shell-basics';
import soundsBundle from '../../extensions/sounds';
import tutorialBundle from '../../extensions/tutorial';
import usersBundle from '../../extensions/users';
import widgetsBasicBundle from '../../extensions/widgets-basic';
import widgetsColumnBundle from '../../extensions/widgets-column';

/**
 * The one list of built-in bundles the kernel knows. Their index modules are declarations only
 * (pages and heavy code load on first use), and the signed-in start page needs nearly all of them,
 * so they are part of the boot chunk: one download instead of a chunk each (a round trip after boot
 * and ~8 KiB of gzip overhead), at the price of a few KiB for a bundle switched off in kite.config.json.
 */
export const builtinBundles: Readonly<Record<string, Extension>> = {
  about: aboutBundle,
  'account-tools': accountToolsBundle,
  achievements: achievementsBundle,
  admin: adminBundle,
  ads: adsBundle,
  antennas: antennasBundle,
  auth: authBundle,
  chat: chatBundle,
  clips: clipsBundle,
  compose: composeBundle,
  'custom-css': customCssBundle,
  debug: debugBundle,
  deck: deckBundle,
  dialogs: dialogsBundle,
  drive: driveBundle,
  explore: exploreBundle,
  gallery: galleryBundle,
  games: gamesBundle,
  play: playBundle,
  hotkeys: hotkeysBundle,
  lists: listsBundle,
  lookup: lookupBundle,
  notes: notesBundle,
  notifications: notificationsBundle,
  'page-windows': pageWindowsBundle,
  pages: pagesBundle,
  plugins: pluginsBundle,
  pwa: pwaBundle,
  popups: popupsBundle,
  search: searchBundle,
  seasonal: seasonalBundle,
  settings: settingsBundle,
  statusbar: statusbarBundle,
  themes: themesBundle,
  timeline: timelineBundle,
  toasts: toastsBundle,
  tools: toolsBundle,
  'note-actions': noteActionsBundle,
  shell: shellBundle,
  'shell-basics': shellBasicsBundle,
  sounds: soundsBundle,
  tutorial: tutorialBundle,
  users: usersBundle,
  'widgets-basic': widgetsBasicBundle,
  'widgets-column': widgetsColumnBundle,
};
