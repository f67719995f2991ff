import type { ExtensionDefinition } from '@kite/sdk';
import { describeToken } from '@kite/sdk/internal';

export class ActivationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActivationError';
  }
}

export interface OrderResult {
  /** Extensions in a valid activation order. */
  order: ExtensionDefinition[];
  /** Extensions that cannot activate, with the reason (missing token or cycle). */
  rejected: { ext: ExtensionDefinition; error: ActivationError }[];
}

/**
 * Orders extensions so that every provider activates before its dependents.
 * `available` are tokens the kernel already provides. A missing token or a cycle
 * rejects the extensions involved (and their dependents) with an error naming it.
 */
export function resolveActivationOrder(exts: readonly ExtensionDefinition[], available: ReadonlySet<symbol>): OrderResult {
  const providerOf = new Map<symbol, ExtensionDefinition>();
  for (const ext of exts) for (const t of ext.provides ?? []) providerOf.set(t.key, ext);

  const rejected = new Map<ExtensionDefinition, ActivationError>();
  const order: ExtensionDefinition[] = [];
  const state = new Map<ExtensionDefinition, 'visiting' | 'done'>();

  const deps = (ext: ExtensionDefinition) => {
    const required = (ext.requires ?? []).map((t) => ({ t, optional: false }));
    const optional = (ext.optional ?? []).map((t) => ({ t, optional: true }));
    return [...required, ...optional];
  };

  const visit = (ext: ExtensionDefinition, path: ExtensionDefinition[]): boolean => {
    if (rejected.has(ext)) return false;
    const s = state.get(ext);
    if (s === 'done') return true;
    if (s === 'visiting') {
      const cycle = [...path.slice(path.indexOf(ext)), ext].map((e) => e.id).join(' → ');
      for (const e of path.slice(path.indexOf(ext))) rejected.set(e, new ActivationError(`dependency cycle: ${cycle}`));
      return false;
    }
    state.set(ext, 'visiting');
    for (const { t, optional } of deps(ext)) {
      if (available.has(t.key)) continue;
      const provider = providerOf.get(t.key);
      if (!provider) {
        if (optional) continue;
        rejected.set(ext, new ActivationError(`extension "${ext.id}" requires missing token ${describeToken(t)}`));
        state.delete(ext);
        return false;
      }
      if (provider === ext) continue;
      if (!visit(provider, [...path, ext])) {
        if (optional) continue;
        if (!rejected.has(ext)) {
          const why = rejected.get(provider)?.message ?? 'unavailable';
          rejected.set(
            ext,
            new ActivationError(`extension "${ext.id}" requires token ${describeToken(t)} whose provider "${provider.id}" failed: ${why}`),
          );
        }
        state.delete(ext);
        return false;
      }
    }
    if (rejected.has(ext)) return false;
    state.set(ext, 'done');
    order.push(ext);
    return true;
  };

  for (const ext of exts) visit(ext, []);
  return {
    order: order.filter((e) => !rejected.has(e)),
    rejected: [...rejected].map(([ext, error]) => ({ ext, error })),
  };
}
