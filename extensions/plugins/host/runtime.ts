/**
 * The page side of the plugin system: one worker for all installed plugins, their
 * registrations as sdk contributions, host calls performed through the sdk, time limits,
 * and recovery — a plugin that stops answering (an endless loop) is stopped by restarting
 * the worker without it; the page's thread never runs plugin code.
 */
import { createElement } from 'react';
import type { Disposable, ExtensionContext, MenuLocation, MenuTargets } from '@kite/sdk';
import type { HandlerKind, HostFn, PluginEnv, PluginMeta } from '../sandbox/protocol';
import type { AiScriptLine } from '../sandbox/version';
import type { InstalledPlugin, PluginPrefs } from '../store';
import { WorkerClient } from './workerClient';
import type { HostServices } from './hostCalls';
import { performHostCall } from './hostCalls';
import { PluginLogs } from './logs';
import { noteFromPlugin, pageFromPlugin, postFromPlugin, withinLimit } from './interrupt';

export const INTERRUPTOR_LIMIT_MS = 500;
/** A request not answered after this long makes the host check whether the worker is stuck. */
const WATCHDOG_MS = 2000;
const PING_LIMIT_MS = 1500;

export type Contributors = Pick<
  ExtensionContext,
  'menuItems' | 'navbar' | 'widgets' | 'noteViewInterruptors' | 'notePostInterruptors' | 'pageViewInterruptors'
>;

export interface RuntimeDeps {
  contributors: Contributors;
  services: HostServices;
  prefs: PluginPrefs;
  env: () => Omit<PluginEnv, 'config'>;
  /** Tells the person something went wrong with a plugin (a toast). */
  report: (text: string) => void;
  /** Safe mode: plugins are managed but never run. */
  safeMode: boolean;
  messages: { stopped: (name: string) => string; failed: (name: string) => string };
}

function isPostForm(t: MenuTargets[MenuLocation]): t is MenuTargets['postForm'] {
  return 'getText' in t && typeof t.getText === 'function' && 'setText' in t && typeof t.setText === 'function';
}

export type PluginState = 'inactive' | 'running' | 'stopped';

export class PluginRuntime {
  readonly logs = new PluginLogs();
  private readonly client: WorkerClient;
  private readonly registrations = new Map<string, Disposable[]>();
  private readonly stopped = new Map<string, string>();
  private readonly postForms = new Map<number, MenuTargets['postForm']>();
  private readonly listeners = new Set<() => void>();
  private nextInvocation = 1;
  private snapshot: readonly InstalledPlugin[];

  constructor(private readonly deps: RuntimeDeps) {
    this.snapshot = deps.prefs.get('installed');
    this.client = new WorkerClient({
      onHost: (id, fn, args) => this.host(id, fn, args),
      onRegister: (id, kind, handlerId, title) => this.register(id, kind, handlerId, title),
      onLog: (id, level, text) => this.logs.add(id, level, text),
    });
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

  validate(code: string): Promise<{ line: AiScriptLine; meta: PluginMeta }> {
    return this.client.validate(code);
  }

  /** Starts every active plugin (not in safe mode: the caller does not construct a runtime then). */
  async startAll(): Promise<void> {
    await Promise.all(this.snapshot.filter((p) => p.active && !this.stopped.has(p.installId)).map((p) => this.load(p)));
  }

  private async load(p: InstalledPlugin): Promise<void> {
    this.dispose(p.installId);
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

  private interrupt<T, R>(id: string, handlerId: number, value: T, from: (original: T, result: unknown) => R): Promise<T | R> {
    if (this.stopped.has(id)) return Promise.resolve(value);
    return withinLimit<T | R>(
      this.invoke(id, handlerId, [value]).then((r) => from(value, r)),
      INTERRUPTOR_LIMIT_MS,
      value,
      (why) => this.logs.add(id, 'err', `interruptor: ${why}; the original was shown`),
    );
  }

  private register(id: string, kind: HandlerKind, handlerId: number, title: string | null): void {
    const c = this.deps.contributors;
    const key = `plugin.${id}.${handlerId}`;
    const text = title ?? key;
    let d: Disposable;
    switch (kind) {
      case 'note_action':
        d = c.menuItems.add({
          location: 'note',
          id: key,
          text,
          icon: 'puzzle',
          action: (t) => ('note' in t ? this.action(id, handlerId, [t.note]) : undefined),
        });
        break;
      case 'user_action':
        d = c.menuItems.add({
          location: 'user',
          id: key,
          text,
          icon: 'puzzle',
          action: (t) => ('user' in t ? this.action(id, handlerId, [t.user]) : undefined),
        });
        break;
      case 'post_form_action':
        d = c.menuItems.add({
          location: 'postForm',
          id: key,
          text,
          icon: 'puzzle',
          action: (t) => {
            if (!isPostForm(t)) return undefined;
            const invocation = this.nextInvocation++;
            this.postForms.set(invocation, t);
            return this.action(id, handlerId, [{ text: t.getText() }], invocation).finally(() => this.postForms.delete(invocation));
          },
        });
        break;
      case 'note_view_interruptor':
        d = c.noteViewInterruptors.add({ id: key, handler: (note) => this.interrupt(id, handlerId, note, noteFromPlugin) });
        break;
      case 'note_post_interruptor':
        d = c.notePostInterruptors.add({ id: key, handler: (note) => this.interrupt(id, handlerId, note, postFromPlugin) });
        break;
      case 'page_view_interruptor':
        d = c.pageViewInterruptors.add({ id: key, handler: (page) => this.interrupt(id, handlerId, page, pageFromPlugin) });
        break;
      // Beyond Misskey: listed under More (and placeable in the bar from the navbar settings).
      case 'navbar_item':
        d = c.navbar.add({ id: key, title: text, icon: 'puzzle', action: () => this.action(id, handlerId, []) });
        break;
      case 'widget': {
        const run = () => (this.stopped.has(id) ? Promise.reject(new Error(this.stopped.get(id))) : this.invoke(id, handlerId, []));
        d = c.widgets.add({
          name: key,
          title: text,
          component: {
            lazy: () => import('../widgets/PluginWidget').then((w) => ({ default: () => createElement(w.PluginWidget, { run }) })),
          },
        });
        break;
      }
    }
    this.registrations.set(id, [...(this.registrations.get(id) ?? []), d]);
    this.logs.add(id, 'info', `registered ${kind}${title ? `: ${title}` : ''}`);
  }

  private async host(id: string, fn: HostFn, args: unknown[]): Promise<unknown> {
    if (fn === 'postFormUpdate') {
      const form = typeof args[0] === 'number' ? this.postForms.get(args[0]) : undefined;
      if (!form) throw new Error('no post form is open');
      if (args[1] === 'text') form.setText(typeof args[2] === 'string' ? args[2] : String(args[2] ?? ''));
      return null;
    }
    const p = this.get(id);
    return performHostCall(this.deps.services, { installId: id, token: p?.token ?? null }, fn, args);
  }
}

/** Changes one installed plugin's stored record. */
function updatePlugin(p: PluginPrefs, installId: string, change: Partial<InstalledPlugin>): void {
  p.set(
    'installed',
    p.get('installed').map((x) => (x.installId === installId ? { ...x, ...change } : x)),
  );
}
