/**
 * The page side of the plugin system: one worker for all installed plugins, their
 * registrations as sdk contributions, host calls performed through the sdk, time limits,
 * and recovery — a plugin that stops answering (an endless loop) is stopped by restarting
 * the worker without it; the page's thread never runs plugin code.
 */
import type { entities } from 'misskey-js';
import type { Disposable, MenuTargets } from '@kite/sdk';
import type { HandlerKind, HostFn, PluginMeta } from '../sandbox/protocol';
import type { AiScriptLine } from '../sandbox/version';
import type { InstalledPlugin, PluginPrefs } from '../store';
import { WorkerClient } from './workerClient';
import { performHostCall } from './hostCalls';
import { PluginLogs } from './logs';
import { noteFromPlugin, pageFromPlugin, postFromPlugin, withinLimit } from './interrupt';
import { PluginGate } from './gate';
import type { PauseReason } from './gate';
import { LIMITS, boundText, plainLabel } from './limits';
import { noteForPlugin } from './notePrivacy';
import { contribute } from './registrations';

export const INTERRUPTOR_LIMIT_MS = 500;
/** A request not answered after this long makes the host check whether the worker is stuck. */
const WATCHDOG_MS = 2000;
const PING_LIMIT_MS = 1500;

export type { Contributors } from './registrations';

export type { RuntimeDeps, PluginState, StopReason } from './runtimeTypes';
import type { RuntimeDeps, PluginState, StopReason } from './runtimeTypes';

export class PluginRuntime {
  readonly logs = new PluginLogs();
  private readonly client: WorkerClient;
  private readonly registrations = new Map<string, Disposable[]>();
  private readonly stopped = new Map<string, StopReason>();
  private readonly gate: PluginGate | null;
  private readonly postForms = new Map<number, MenuTargets['postForm']>();
  private readonly listeners = new Set<() => void>();
  private nextInvocation = 1;
  private snapshot: readonly InstalledPlugin[];

  constructor(private readonly deps: RuntimeDeps) {
    this.snapshot = deps.prefs.get('installed');
    this.client = new WorkerClient({
      onHost: (id, fn, args) => this.host(id, fn, args),
      onRegister: (id, kind, handlerId, title) => this.register(id, kind, handlerId, title),
      onLog: (id, level, text) => this.logs.add(id, level, boundText(text, LIMITS.text)),
      onExceeded: (id) => this.pause(id, 'budget'),
    });
    this.gate = deps.gate ? new PluginGate({ ...deps.gate, logs: this.logs, pause: (id, why) => this.pause(id, why) }) : null;
  }

  list(): readonly InstalledPlugin[] {
    return this.snapshot;
  }
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  private changed(): void {
    this.snapshot = this.deps.prefs.get('installed');
    this.listeners.forEach((l) => l());
  }
  get(id: string): InstalledPlugin | undefined {
    return this.snapshot.find((p) => p.installId === id);
  }

  state(id: string): PluginState {
    const p = this.get(id);
    // In safe mode nothing runs, whatever the switch says.
    if (!p?.active || this.deps.safeMode) return 'inactive';
    return this.stopped.has(id) ? 'stopped' : 'running';
  }

  /** Why `id` is stopped (null while it runs). */
  stopReason(id: string): StopReason | null {
    return this.stopped.get(id) ?? null;
  }

  /**
   * Stops a plugin that broke a rule (its budget, the call rate, dialogs) or that the person
   * stopped from its dialog: its contributions leave, the worker drops it, the person is told.
   * The other plugins run on; Restart on /settings/plugin starts it again.
   */
  pause(id: string, reason: PauseReason): void {
    if (this.stopped.has(id) || !this.get(id)) return;
    this.stopped.set(id, reason);
    this.dispose(id);
    this.client.unload(id);
    const text = this.deps.messages.paused(this.get(id)?.name ?? id, reason);
    this.logs.add(id, 'err', text);
    this.deps.report(text);
    this.changed();
  }

  validate(code: string): Promise<{ line: AiScriptLine; meta: PluginMeta }> {
    return this.client.validate(code);
  }

  /** Starts every active plugin (not in safe mode: the caller does not construct a runtime then). */
  async startAll(): Promise<void> {
    await Promise.all(this.snapshot.filter((p) => p.active && !this.stopped.has(p.installId)).map((p) => this.load(p)));
  }

  private async load(p: InstalledPlugin): Promise<void> {
    this.dispose(p.installId);
    this.gate?.reset(p.installId);
    if (this.deps.safeMode) return;
    const config: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(p.config ?? {})) config[k] = p.configData[k] ?? item.default;
    try {
      await this.guard(p.installId, this.client.load(p.installId, p.line, p.src, { ...this.deps.env(), config }, 60_000));
      this.logs.add(p.installId, 'info', 'started');
    } catch (e) {
      this.logs.add(p.installId, 'err', e instanceof Error ? e.message : String(e));
    }
    this.changed();
  }

  async add(plugin: InstalledPlugin): Promise<void> {
    this.deps.prefs.set('installed', [...this.deps.prefs.get('installed'), plugin]);
    this.changed();
    if (plugin.active) await this.load(plugin);
  }

  async setActive(id: string, active: boolean): Promise<void> {
    updatePlugin(this.deps.prefs, id, { active });
    this.stopped.delete(id);
    this.changed();
    const p = this.get(id);
    if (active && p) await this.load(p);
    else this.unload(id);
  }

  async setConfig(id: string, configData: InstalledPlugin['configData']): Promise<void> {
    updatePlugin(this.deps.prefs, id, { configData });
    this.changed();
    await this.restart(id);
  }

  async restart(id: string): Promise<void> {
    this.stopped.delete(id);
    const p = this.get(id);
    if (p?.active) await this.load(p);
    this.changed();
  }

  /** Removes the plugin and its storage; revoking its token is the caller's (it needs the Api). */
  remove(id: string): void {
    this.unload(id);
    this.deps.prefs.set(
      'installed',
      this.deps.prefs.get('installed').filter((p) => p.installId !== id),
    );
    this.logs.clear(id);
    this.changed();
  }

  private unload(id: string): void {
    this.dispose(id);
    this.client.unload(id);
    this.changed();
  }

  /** The extension is deactivating: stop the worker and withdraw every contribution. */
  shutdown(): void {
    this.client.terminate();
    for (const id of [...this.registrations.keys()]) this.dispose(id);
  }

  private dispose(id: string): void {
    this.registrations.get(id)?.forEach((d) => d.dispose());
    this.registrations.delete(id);
  }

  /** Watches a request: if it is still pending after WATCHDOG_MS and the worker does not answer a ping, it is stuck. */
  private guard<T>(id: string, work: Promise<T>): Promise<T> {
    const timer = setTimeout(() => {
      void this.checkStuck(id);
    }, WATCHDOG_MS);
    const clear = () => clearTimeout(timer);
    work.then(clear, clear);
    return work;
  }

  private async checkStuck(blamed: string): Promise<void> {
    try {
      await this.client.request({ t: 'ping' }, PING_LIMIT_MS);
    } catch {
      this.recover(blamed);
    }
  }

  /** Terminates the worker, marks `blamed` stopped, and starts the other active plugins again. */
  private recover(blamed: string): void {
    this.client.terminate();
    const name = this.get(blamed)?.name ?? blamed;
    this.stopped.set(blamed, 'not responding');
    this.logs.add(blamed, 'err', this.deps.messages.stopped(name));
    this.deps.report(this.deps.messages.stopped(name));
    for (const id of [...this.registrations.keys()]) this.dispose(id);
    this.changed();
    void this.startAll();
  }

  private invoke(id: string, handlerId: number, args: unknown[], invocation = 0): Promise<unknown> {
    // Plain JSON data only: AiScript has no `undefined`, and nothing else (functions, prototypes) should cross.
    const plain: unknown = JSON.parse(JSON.stringify(args));
    return this.guard(id, this.client.invoke(id, handlerId, Array.isArray(plain) ? plain : [], invocation, 120_000));
  }

  private async action(id: string, handlerId: number, args: unknown[], invocation = 0): Promise<void> {
    try {
      await this.invoke(id, handlerId, args, invocation);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      this.logs.add(id, 'err', msg);
      if (!this.stopped.has(id)) this.deps.report(`${this.deps.messages.failed(this.get(id)?.name ?? id)}: ${msg}`);
    }
  }

  private interrupt<T, R>(
    id: string,
    handlerId: number,
    value: T,
    from: (original: T, result: unknown) => R,
    shown: unknown = value,
  ): Promise<T | R> {
    if (this.stopped.has(id)) return Promise.resolve(value);
    return withinLimit<T | R>(
      this.invoke(id, handlerId, [shown]).then((r) => from(value, r)),
      INTERRUPTOR_LIMIT_MS,
      value,
      (why) => this.logs.add(id, 'err', `interruptor: ${why}; the original was shown`),
    );
  }

  /** A note-view interruptor sees only what the plugin may see (notePrivacy.ts); otherwise the note shows unchanged. */
  private interruptNote(id: string, handlerId: number, note: entities.Note): Promise<entities.Note | null> {
    const shown = noteForPlugin(note, this.get(id)?.permissions ?? []);
    if (shown === null) return Promise.resolve(note);
    return this.interrupt<entities.Note, entities.Note | null>(id, handlerId, note, (original, r) => noteFromPlugin(original, r), shown);
  }

  private register(id: string, kind: HandlerKind, handlerId: number, title: string | null): void {
    const p = this.get(id);
    if (!p || this.stopped.has(id) || (this.gate && !this.gate.register(id))) return;
    const key = `plugin.${id}.${handlerId}`;
    const shownTitle = title === null ? null : plainLabel(title, LIMITS.title);
    const text = this.deps.messages.item(shownTitle ?? key, plainLabel(p.name, LIMITS.name));
    const d = contribute(this.deps.contributors, kind, key, text, {
      action: (args, invocation) => this.action(id, handlerId, args, invocation),
      withPostForm: (form: MenuTargets['postForm'], run) => {
        const invocation = this.nextInvocation++;
        this.postForms.set(invocation, form);
        return run(invocation).finally(() => this.postForms.delete(invocation));
      },
      interruptNote: (note) => this.interruptNote(id, handlerId, note),
      interruptPost: (post) => this.interrupt(id, handlerId, post, postFromPlugin),
      interruptPage: (page) => this.interrupt(id, handlerId, page, pageFromPlugin),
      widget: () => {
        const why = this.stopped.get(id);
        return why ? Promise.reject(new Error(why)) : this.invoke(id, handlerId, []);
      },
    });
    this.registrations.set(id, [...(this.registrations.get(id) ?? []), d]);
    this.logs.add(id, 'info', `registered ${kind}${shownTitle ? `: ${shownTitle}` : ''}`);
  }

  private async host(id: string, fn: HostFn, args: unknown[]): Promise<unknown> {
    const p = this.get(id);
    if (!p || this.stopped.has(id)) throw new Error('plugin stopped');
    if (this.gate && !this.gate.admit(id)) throw new Error('plugin paused: too many calls');
    if (fn === 'postFormUpdate') {
      const form = typeof args[0] === 'number' ? this.postForms.get(args[0]) : undefined;
      if (!form) throw new Error('no post form is open');
      if (args[1] === 'text') form.setText(boundText(typeof args[2] === 'string' ? args[2] : String(args[2] ?? ''), LIMITS.string));
      return null;
    }
    const guard = this.gate?.guard(id, p.name, p.permissions);
    return performHostCall(this.deps.services, { installId: id, token: p.token, guard }, fn, args);
  }
}

/** Changes one installed plugin's stored record. */
function updatePlugin(p: PluginPrefs, installId: string, change: Partial<InstalledPlugin>): void {
  p.set(
    'installed',
    p.get('installed').map((x) => (x.installId === installId ? { ...x, ...change } : x)),
  );
}
