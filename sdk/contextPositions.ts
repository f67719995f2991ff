import type { ContributionPointId } from './contributions';
import type { ContextKey } from './extension';

/**
 * Contract data: for each contribution point, where the extension context arrives in each function
 * of a declared item that receives it (the function's own parameter count, see `ContextKey`). A
 * caller may leave trailing optional arguments out; the context still arrives at its own position.
 * The kernel binds declared items by this table, and so does the test kit (`@kite/sdk/testing`).
 */
export const contextPositions: { readonly [K in ContributionPointId]: Readonly<Partial<Record<ContextKey, number>>> } = {
  routes: { prepare: 0 },
  redirects: {},
  navbar: { action: 1, show: 1, indicator: 1 },
  widgets: { settings: 0 },
  menuItems: { show: 2, action: 1 },
  mfmFunctions: { render: 3 },
  settingsPages: { keywords: 0 },
  notificationRenderers: {},
  deckColumns: { setup: 0 },
  layouts: {},
  hotkeys: { action: 0 },
  noteViewInterruptors: { handler: 1 },
  notePostInterruptors: { handler: 1 },
  pageViewInterruptors: { handler: 1 },
};
