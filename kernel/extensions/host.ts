import type {
  ContributionPointId,
  Disposable,
  ExtensionContext,
  ExtensionDefinition,
  ExtensionHostService,
  ExtensionStatus,
  Token,
} from '@kite/sdk';
import { SDK_VERSION, contributionPointIds, satisfiesVersion } from '@kite/sdk';
import type { KernelContributionRegistry } from '../contributions/registry';
import type { KernelServices } from '../di/services';
import { KernelCommands } from '../commands/service';
import { ActivationError, resolveActivationOrder } from './order';
import { bindContext, declaredItems } from './declared';

export interface ExtensionEntry {
  def: ExtensionDefinition;
  source: ExtensionStatus['source'];
}

interface Live {
  disposables: Disposable[];
  cleanups: (() => void)[];
  provided: symbol[];
}

/**
 * Activates extensions in dependency order, isolates failures (a throwing `activate`
 * is reported and skipped), and disposes everything an extension registered when it
 * deactivates.
 */
export class KernelExtensionHost implements ExtensionHostService {
  private statuses: ExtensionStatus[] = [];
  private live = new Map<string, Live>();
  private defs = new Map<string, ExtensionDefinition>();
  private listeners = new Set<() => void>();
  /** Whether an operator bundle is on: declared items of a switched-off bundle are not registered. */
  private bundleEnabled: (id: string) => boolean = () => true;

  constructor(
    private readonly services: KernelServices,
    private readonly registry: KernelContributionRegistry,
    /** Tokens the kernel itself provides (always resolvable). */
    private readonly kernelTokens: ReadonlySet<symbol>,
    private readonly report: (id: string, error: unknown) => void = (id, e) => console.error(`[kite] extension "${id}" failed:`, e),
    /** Where `ctx.commands.add` registers (the kernel provides it as the `Commands` token). */
    private readonly commands: KernelCommands = new KernelCommands(),
  ) {}

  async activateAll(entries: readonly ExtensionEntry[], enabled: (id: string) => boolean): Promise<void> {
    this.bundleEnabled = enabled;
    const seen = new Set<string>();
    const candidates: ExtensionDefinition[] = [];
    for (const { def, source } of entries) {
      if (seen.has(def.id)) {
        // The first one with an id wins; the duplicate is reported, never activated.
        this.report(def.id, new ActivationError(`duplicate extension id "${def.id}" (${source}) ignored`));
        continue;
      }
      seen.add(def.id);
      this.defs.set(def.id, def);
      const refusal = engineRefusal(def);
      if (!enabled(def.id)) this.setStatus({ id: def.id, source, state: 'disabled' });
      else if (refusal) this.markFailed(def.id, source, new ActivationError(refusal));
      else candidates.push(def);
    }
    const sourceOf = new Map(entries.map((e) => [e.def.id, e.source] as const));
    const { order, rejected } = resolveActivationOrder(candidates, this.kernelTokens);
    for (const { ext, error } of rejected) {
      this.report(ext.id, error);
      this.setStatus({ id: ext.id, source: sourceOf.get(ext.id) ?? 'builtin', state: 'failed', error: error.message });
    }
    for (const def of order) await this.activate(def, sourceOf.get(def.id) ?? 'builtin');
  }

  /** Records a bundle the operator switched off (never loaded). */
  markDisabled(id: string, source: ExtensionStatus['source'] = 'builtin'): void {
    this.setStatus({ id, source, state: 'disabled' });
  }

  /** Records an extension that could not even be loaded (e.g. a bad third-party URL). */
  markFailed(id: string, source: ExtensionStatus['source'], error: unknown): void {
    this.report(id, error);
    this.setStatus({ id, source, state: 'failed', error: error instanceof Error ? error.message : String(error) });
  }

  private async activate(def: ExtensionDefinition, source: ExtensionStatus['source']) {
    const live: Live = { disposables: [], cleanups: [], provided: [] };
    const allowed = new Set<symbol>([
      ...this.kernelTokens,
      ...(def.requires ?? []).map((t) => t.key),
      ...(def.optional ?? []).map((t) => t.key),
    ]);
    const provides = new Set((def.provides ?? []).map((t) => t.key));
    const ctx = this.createContext(def, live, allowed, provides);
    try {
      for (const point of contributionPointIds)
        for (const item of declaredItems(def.contributes, point, this.bundleEnabled))
          live.disposables.push(this.registry.addDeclared(point, def.id, bindContext(point, item, ctx)));
      await def.activate?.(ctx);
      const missing = (def.provides ?? []).filter((t) => !live.provided.includes(t.key));
      if (missing.length)
        throw new ActivationError(`extension "${def.id}" declared but did not provide: ${missing.map((t) => t.name).join(', ')}`);
      this.live.set(def.id, live);
      this.setStatus({ id: def.id, source, state: 'active' });
    } catch (e) {
      this.disposeLive(live);
      this.report(def.id, e);
      this.setStatus({ id: def.id, source, state: 'failed', error: e instanceof Error ? e.message : String(e) });
    }
  }

  private createContext(def: ExtensionDefinition, live: Live, allowed: Set<symbol>, provides: Set<symbol>): ExtensionContext {
    const services = this.services;
    const point = <K extends ContributionPointId>(id: K) => ({
      add: (item: Parameters<KernelContributionRegistry['add']>[2] & object) => {
        const d = this.registry.add(id, def.id, item as never);
        live.disposables.push(d);
        return d;
      },
    });
    const points = Object.fromEntries(contributionPointIds.map((id) => [id, point(id)]));
    const resolve = <T>(token: Token<T>): T => {
      if (!allowed.has(token.key))
        throw new ActivationError(`extension "${def.id}" used token "${token.name}" without listing it in requires`);
      if (!services.has(token)) throw new ActivationError(`extension "${def.id}" requires missing token "${token.name}"`);
      return services.resolve(token);
    };
    const commands = this.commands;
    return {
      ...(points as unknown as Omit<ExtensionContext, 'id' | 'get' | 'resolve' | 'has' | 'commands' | 'provide' | 'onDispose'>),
      id: def.id,
      resolve,
      get: resolve,
      commands: {
        add(id, handler) {
          const d = commands.register(id, handler, def.id);
          live.disposables.push(d);
          return d;
        },
      },
      has(token) {
        return allowed.has(token.key) && services.has(token);
      },
      provide<T>(token: Token<T>, value: T) {
        if (!provides.has(token.key))
          throw new ActivationError(`extension "${def.id}" provided "${token.name}" without listing it in provides`);
        services.provide(token, value);
        live.provided.push(token.key);
      },
      onDispose(fn) {
        live.cleanups.push(fn);
      },
    };
  }

  deactivate(id: string): void {
    const live = this.live.get(id);
    if (!live) return;
    this.live.delete(id);
    try {
      this.defs.get(id)?.deactivate?.();
    } catch (e) {
      this.report(id, e);
    }
    this.disposeLive(live);
    const prev = this.statuses.find((s) => s.id === id);
    this.setStatus({ id, source: prev?.source ?? 'builtin', state: 'inactive' });
  }

  private disposeLive(live: Live) {
    for (const d of live.disposables.reverse()) d.dispose();
    for (const fn of live.cleanups.reverse()) {
      try {
        fn();
      } catch (e) {
        console.error('[kite] dispose failed', e);
      }
    }
    for (const key of live.provided) this.services.withdraw(key);
  }

  list(): readonly ExtensionStatus[] {
    return this.statuses;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(s: ExtensionStatus) {
    this.statuses = [...this.statuses.filter((x) => x.id !== s.id), s];
    for (const l of [...this.listeners]) l();
  }
}

/** Why an extension's declared sdk range refuses this sdk, or null when it accepts it. */
export function engineRefusal(def: ExtensionDefinition): string | null {
  const range = def.engines?.kite;
  if (range === undefined) return null;
  try {
    if (satisfiesVersion(SDK_VERSION, range)) return null;
  } catch {
    return `extension "${def.id}" declares an sdk range Kite cannot read: engines.kite = ${JSON.stringify(range)} (this Kite has sdk ${SDK_VERSION})`;
  }
  return `extension "${def.id}" needs Kite sdk ${range}, but this Kite has sdk ${SDK_VERSION}`;
}
