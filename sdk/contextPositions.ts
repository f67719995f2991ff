import type { ContributionPointId } from './contributions';
import type { ContextKey, ExtensionContext } from './extension';

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
  paletteCommands: { show: 1 },
  noteViewInterruptors: { handler: 1 },
  notePostInterruptors: { handler: 1 },
  pageViewInterruptors: { handler: 1 },
};

/**
 * A copy of a declared item whose context functions receive `ctx` at their own position (after the
 * caller's arguments, the ones left out filled with `undefined`); `before(key)` runs before each call.
 * The kernel's host and the test kit bind declared items with it.
 */
export function bindContextArguments(
  point: ContributionPointId,
  item: object,
  ctx: ExtensionContext,
  before: (key: string) => void = () => {},
): Record<string, unknown> {
  const bound: Record<string, unknown> = { ...item };
  for (const [key, at] of Object.entries(contextPositions[point])) {
    const fn: unknown = bound[key];
    if (typeof fn !== 'function' || at === undefined) continue;
    bound[key] = (...args: unknown[]) => {
      before(key);
      const own = args.slice(0, at);
      own.length = at;
      return Reflect.apply(fn, undefined, [...own, ctx]);
    };
  }
  return bound;
}
