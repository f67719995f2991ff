import type {
  ContributionPointId,
  Disposable,
  ExtensionContext,
  ExtensionDefinition,
  ExtensionHostService,
  ExtensionStatus,
  Token,
} from '@kite/sdk';
import { contributionPointIds } from '@kite/sdk';
import { describeToken } from '@kite/sdk/internal';
import type { KernelContributionRegistry } from '../contributions/registry';
import type { KernelServices } from '../di/services';
import { KernelCommands } from '../commands/service';
import { ActivationError, resolveActivationOrder } from './order';
import { bindContext, declaredItems, declaresEagerComponent } from './declared';

export interface ExtensionEntry {
  def: ExtensionDefinition;
  source: ExtensionStatus['source'];
  /** Why it must not run (its `engines.kite` range refuses this sdk: see engines.ts), or absent. */
  refusal?: string;
}

/** An extension's `activate` as a function (a lazy one once its module has loaded). */
type ActivateFunction = (ctx: ExtensionContext) => void | Promise<void>;

interface Live {
  disposables: Disposable[];
  cleanups: (() => void)[];
  provided: symbol[];
}

/** One extension the host has declared: its registrations, its context, and where it stands. */
interface Slot {
  def: ExtensionDefinition;
  source: ExtensionStatus['source'];
  live: Live;
  ctx: ExtensionContext;
  state: 'idle' | 'activating' | 'active' | 'failed' | 'inactive';
  /** The running asynchronous `activate`, for callers that wait for it. */
  pending?: Promise<void>;
  /** A lazy `activate` once its module has loaded (it then runs synchronously, as an eager one does). */
  loaded?: ActivateFunction;
}

/**
 * Declares extensions (registers their `contributes` at start-up), activates each on its first need
 * or at start-up (`activationEvents`), in dependency order, isolates failures (a throwing `activate`
 * is reported and its registrations removed), and disposes everything an extension registered when
 * it deactivates.
 */
export class KernelExtensionHost implements ExtensionHostService {
  private statuses: ExtensionStatus[] = [];
  private slots = new Map<string, Slot>();
  private listeners = new Set<() => void>();
  private notifying = false;
  /** Whether an operator bundle is on: declared items of a switched-off bundle are not registered. */
  private bundleEnabled: (id: string) => boolean = () => true;
  /** Which extension provides a token, and which declare a command or an event. */
  private providerOf = new Map<symbol, string>();
  private onCommand = new Map<string, string[]>();
  private onEvent = new Map<string, string[]>();

  constructor(
    private readonly services: KernelServices,
    private readonly registry: KernelContributionRegistry,
    /** Tokens the kernel itself provides (always resolvable). */
    private readonly kernelTokens: ReadonlySet<symbol>,
    private readonly report: (id: string, error: unknown) => void = (id, e) => console.error(`[kite] extension "${id}" failed:`, e),
    /** Where `ctx.commands.add` registers (the kernel provides it as the `Commands` token). */
    private readonly commands: KernelCommands = new KernelCommands(),
  ) {
    services.onMissing((token) => {
      const id = this.providerOf.get(token.key);
      if (id) void this.ensureActive(id, `token ${token.name}`);
    });
    commands.onMissing({
      declares: (command) => (this.onCommand.get(command) ?? []).some((id) => this.slots.get(id)?.state === 'idle'),
      activate: (command) =>
        Promise.all((this.onCommand.get(command) ?? []).map((id) => this.ensureActive(id, `command ${command}`))).then(() => {}),
    });
  }

  /** Declares every entry, then activates those that start at start-up (in dependency order). */
  async activateAll(entries: readonly ExtensionEntry[], enabled: (id: string) => boolean): Promise<void> {
    this.bundleEnabled = enabled;
    const seen = new Set<string>();
    const candidates: ExtensionDefinition[] = [];
    for (const { def, source, refusal } of entries) {
      if (seen.has(def.id)) {
        // The first one with an id wins; the duplicate is reported, never activated.
        this.report(def.id, new ActivationError(`duplicate extension id "${def.id}" (${source}) ignored`));
        continue;
      }
      seen.add(def.id);
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
    for (const def of order) this.declare(def, sourceOf.get(def.id) ?? 'builtin');
    for (const def of order) if (startsAtStartup(def)) await this.ensureActive(def.id, def.activate ? 'startup' : 'declared');
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

  /** Registers an extension's declared contributions and what it answers to; it stays idle until needed. */
  private declare(def: ExtensionDefinition, source: ExtensionStatus['source']) {
    const live: Live = { disposables: [], cleanups: [], provided: [] };
    const allowed = new Set<symbol>([
      ...this.kernelTokens,
      ...(def.requires ?? []).map((t) => t.key),
      ...(def.optional ?? []).map((t) => t.key),
      // Its own services, for its declared items and later callbacks.
      ...(def.provides ?? []).map((t) => t.key),
    ]);
    const provides = new Set((def.provides ?? []).map((t) => t.key));
    const ctx = this.createContext(def, live, allowed, provides);
    const slot: Slot = { def, source, live, ctx, state: 'idle' };
    this.slots.set(def.id, slot);
    const ensure = (trigger: string) => this.ensureActive(def.id, trigger);
    for (const point of contributionPointIds)
      for (const item of declaredItems(def.contributes, point, this.bundleEnabled))
        live.disposables.push(this.registry.addDeclared(point, def.id, bindContext(point, item, ctx, ensure)));
    for (const t of def.provides ?? []) this.providerOf.set(t.key, def.id);
    for (const event of def.activationEvents ?? []) {
      const [kind, name] = splitEvent(event);
      const map = kind === 'onCommand' ? this.onCommand : kind === 'onEvent' ? this.onEvent : null;
      if (map && name) map.set(name, [...(map.get(name) ?? []), def.id]);
    }
    this.setStatus({ id: def.id, source, state: 'idle' });
  }

  /**
   * Activates an idle extension now (its providers first). Synchronous for a synchronous `activate`;
   * answers with the running activation when it is asynchronous.
   */
  ensureActive(id: string, trigger: string): Promise<void> | undefined {
    const slot = this.slots.get(id);
    if (!slot || slot.state !== 'idle') return slot?.pending;
    slot.state = 'activating';
    const waits: Promise<void>[] = [];
    // What it requires first; an optional token's provider activates when the token is asked for (`ctx.has`).
    for (const t of slot.def.requires ?? []) {
      const provider = this.providerOf.get(t.key);
      const wait = provider && provider !== id ? this.ensureActive(provider, `token ${t.name}`) : undefined;
      if (wait) waits.push(wait);
    }
    if (waits.length) return (slot.pending = Promise.all(waits).then(() => this.run(slot, trigger)));
    return this.run(slot, trigger);
  }

  private run(slot: Slot, trigger: string): Promise<void> | undefined {
    const activate = slot.def.activate;
    if (typeof activate === 'object' && !slot.loaded) {
      // Its module first; a token it provides stays absent until then (those who require it wait for `pending`).
      return (slot.pending = this.load(slot).then(
        () => this.run(slot, trigger),
        (e: unknown) => this.fail(slot, e),
      ));
    }
    try {
      const result = (slot.loaded ?? (typeof activate === 'function' ? activate : undefined))?.(slot.ctx);
      if (result instanceof Promise) {
        return (slot.pending = result.then(
          () => this.finish(slot, trigger),
          (e: unknown) => this.fail(slot, e),
        ));
      }
      this.finish(slot, trigger);
    } catch (e) {
      this.fail(slot, e);
    }
    return undefined;
  }

  private finish(slot: Slot, trigger: string) {
    const { def, live } = slot;
    const missing = (def.provides ?? []).filter((t) => !live.provided.includes(t.key));
    if (missing.length) {
      this.fail(slot, new ActivationError(`extension "${def.id}" declared but did not provide: ${missing.map(describeToken).join(', ')}`));
      return;
    }
    slot.state = 'active';
    this.setStatus({ id: def.id, source: slot.source, state: 'active', activatedAt: Math.round(performance.now()), trigger });
  }

  private fail(slot: Slot, e: unknown) {
    slot.state = 'failed';
    this.disposeLive(slot.live);
    this.report(slot.def.id, e);
    this.setStatus({ id: slot.def.id, source: slot.source, state: 'failed', error: e instanceof Error ? e.message : String(e) });
  }

  /** Loads a lazy `activate` module (once). */
  private load(slot: Slot): Promise<void> {
    const activate = slot.def.activate;
    if (typeof activate !== 'object' || slot.loaded) return Promise.resolve();
    return activate.lazy().then((m) => {
      slot.loaded = m.default;
    });
  }

  fire(event: string): void {
    for (const id of this.onEvent.get(event) ?? []) void this.ensureActive(id, `event ${event}`);
    // After the first screen, the lazy `activate` modules of idle extensions load in the background, so a
    // token one provides is there when first asked for synchronously (a component's `has`), as with an eager one.
    if (event === 'firstContent')
      for (const slot of this.slots.values())
        if (slot.state === 'idle') this.load(slot).catch((e: unknown) => console.warn(`[kite] extension "${slot.def.id}" did not load`, e));
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
        throw new ActivationError(`extension "${def.id}" used token ${describeToken(token)} without listing it in requires`);
      if (!services.has(token)) throw new ActivationError(`extension "${def.id}" requires missing token ${describeToken(token)}`);
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
          throw new ActivationError(`extension "${def.id}" provided ${describeToken(token)} without listing it in provides`);
        services.provide(token, value);
        live.provided.push(token.key);
      },
      onDispose(fn) {
        live.cleanups.push(fn);
      },
    };
  }

  deactivate(id: string): void {
    const slot = this.slots.get(id);
    if (!slot || (slot.state !== 'active' && slot.state !== 'idle')) return;
    slot.state = 'inactive';
    try {
      slot.def.deactivate?.();
    } catch (e) {
      this.report(id, e);
    }
    this.disposeLive(slot.live);
    this.setStatus({ id, source: slot.source, state: 'inactive' });
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
    // Listeners hear of it after the current task step: an extension may activate while a component renders
    // (it asked for a token), and a subscribed component must not be updated in the middle of that render.
    if (this.notifying) return;
    this.notifying = true;
    queueMicrotask(() => {
      this.notifying = false;
      for (const l of [...this.listeners]) l();
    });
  }
}

/** Whether an extension activates at start-up: by its events, or because a declared component renders without waiting. */
function startsAtStartup(def: ExtensionDefinition): boolean {
  if (!def.activate) return true;
  const events = def.activationEvents;
  return events === undefined || events.includes('onStartup') || declaresEagerComponent(def.contributes);
}

function splitEvent(event: string): [string, string] {
  const at = event.indexOf(':');
  return at < 0 ? [event, ''] : [event.slice(0, at), event.slice(at + 1)];
}
