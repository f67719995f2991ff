import type { ContextKey, ContributionPointId, ContributionTypes, Declared, ExtensionContext, ExtensionContributions } from '@kite/sdk';
// The same binding as the sdk's test kit: the context at each function's position in `contextPositions`.
import { bindContextArguments } from '@kite/sdk/internal';

/** Functions that run the extension's own code: the extension activates before they run. Predicates do not. */
const invocations: ReadonlySet<string> = new Set<ContextKey>(['prepare', 'action', 'settings', 'setup', 'render', 'handler']);

/**
 * A declared item as the registry holds it: its context functions bound to `ctx`, and `ensureActive`
 * called before an invocation runs or its component loads (the extension's first need).
 */
export function bindContext(
  point: ContributionPointId,
  item: object,
  ctx: ExtensionContext,
  ensureActive: (trigger: string) => Promise<void> | undefined = () => undefined,
): object {
  const bound = bindContextArguments(point, item, ctx, (key) => {
    if (invocations.has(key)) void ensureActive(`${point} ${key}`);
  });
  const component: unknown = bound.component;
  if (isLazy(component)) {
    const trigger = 'path' in item && typeof item.path === 'string' ? `${point} ${item.path}` : `${point} component`;
    bound.component = activatingLoader(component, () => ensureActive(trigger));
  }
  return bound;
}

// One wrapper per loader object: routes that share a loader (e.g. a page at two paths) keep sharing it,
// so the page's code, once loaded, renders at the other path without suspending again.
const wrappers = new WeakMap<object, { lazy: () => Promise<unknown> }>();

function activatingLoader(
  component: { lazy: () => Promise<unknown> },
  ensure: () => Promise<void> | undefined,
): { lazy: () => Promise<unknown> } {
  let wrapper = wrappers.get(component);
  if (!wrapper) {
    const load = component.lazy;
    wrapper = {
      // The page's code loads at once; it renders once an asynchronous activation has provided the services it reads.
      lazy: () => {
        const activating = ensure();
        return activating ? Promise.all([load(), activating]).then(([page]) => page) : load();
      },
    };
    wrappers.set(component, wrapper);
  }
  return wrapper;
}

function isLazy(v: unknown): v is { lazy: () => Promise<unknown> } {
  return typeof v === 'object' && v !== null && 'lazy' in v && typeof v.lazy === 'function';
}

/** Whether a manifest declares a component that is not lazy (it renders without a moment to activate first). */
export function declaresEagerComponent(contributes: ExtensionContributions | undefined): boolean {
  if (!contributes) return false;
  return Object.values(contributes).some((items: readonly object[] | undefined) =>
    (items ?? []).some((item) => 'component' in item && item.component != null && !isLazy(item.component)),
  );
}

/**
 * The items of one point in a manifest, without those that belong to an operator bundle switched off
 * (`bundle` on a route or navbar entry).
 */
export function declaredItems<K extends ContributionPointId>(
  contributes: ExtensionContributions | undefined,
  point: K,
  enabled: (bundle: string) => boolean,
): readonly Declared<ContributionTypes[K]>[] {
  const items: readonly Declared<ContributionTypes[K]>[] = contributes?.[point] ?? [];
  return items.filter((item) => !('bundle' in item) || typeof item.bundle !== 'string' || enabled(item.bundle));
}
