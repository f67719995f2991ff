import type { Extension } from '@kite/sdk';

/**
 * The one list of built-in bundles the kernel knows. Each loads on demand, so a bundle
 * switched off in kite.config.json costs no download.
 */
export const builtinBundles: Readonly<Record<string, () => Promise<{ default: Extension }>>> = {
  about: () => import('../../extensions/about'),
  admin: () => import('../../extensions/admin'),
  auth: () => import('../../extensions/auth'),
  compose: () => import('../../extensions/compose'),
  debug: () => import('../../extensions/debug'),
  drive: () => import('../../extensions/drive'),
  notes: () => import('../../extensions/notes'),
  notifications: () => import('../../extensions/notifications'),
  settings: () => import('../../extensions/settings'),
  themes: () => import('../../extensions/themes'),
  timeline: () => import('../../extensions/timeline'),
  'note-actions': () => import('../../extensions/note-actions'),
  tutorial: () => import('../../extensions/tutorial'),
  users: () => import('../../extensions/users'),
  'widgets-basic': () => import('../../extensions/widgets-basic'),
  'widgets-column': () => import('../../extensions/widgets-column'),
};
