import type { ContextKey, ContributionPointId, ContributionTypes, Declared, ExtensionContext, ExtensionContributions } from '@kite/sdk';

/**
 * For each contribution point, the position of the extension context in each function that receives
 * it (the function's own parameter count, see the sdk's `ContextKey`). A caller may leave trailing
 * optional arguments out; the context must still arrive at its own position.
 */
const contextPositions: { readonly [K in ContributionPointId]: Partial<Record<ContextKey, number>> } = {
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

/** A declared item as the registry holds it: its context functions bound to `ctx`. */
export function bindContext(point: ContributionPointId, item: object, ctx: ExtensionContext): object {
  const positions = contextPositions[point];
  const bound: Record<string, unknown> = { ...item };
  for (const [key, at] of Object.entries(positions)) {
    const fn: unknown = bound[key];
    if (typeof fn !== 'function') continue;
    bound[key] = (...args: unknown[]) => {
      const full = args.slice(0, at);
      full.length = at;
      return Reflect.apply(fn, undefined, [...full, ctx]);
    };
  }
  return bound;
}

/**
 * The items of one point in a manifest, without those that belong to an operator bundle switched off
 * (`bundle` on a route or navbar entry: coming-soon's paths of bundles not built yet).
 */
export function declaredItems<K extends ContributionPointId>(
  contributes: ExtensionContributions | undefined,
  point: K,
  enabled: (bundle: string) => boolean,
): readonly Declared<ContributionTypes[K]>[] {
  const items: readonly Declared<ContributionTypes[K]>[] = contributes?.[point] ?? [];
  return items.filter((item) => !('bundle' in item) || typeof item.bundle !== 'string' || enabled(item.bundle));
}
