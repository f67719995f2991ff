/**
 * What crosses between the page, the plugin worker and the sandboxed glue. Only plain data
 * (structured clone): plugin functions stay in the worker and are named by handler ids.
 */
import type { AiScriptLine } from './version';

export type HandlerKind =
  | 'post_form_action'
  | 'note_action'
  | 'user_action'
  | 'note_view_interruptor'
  | 'note_post_interruptor'
  | 'page_view_interruptor'
  // Beyond Misskey: a navbar entry and a side-column widget.
  | 'navbar_item'
  | 'widget';
export const handlerKinds: readonly HandlerKind[] = [
  'post_form_action',
  'note_action',
  'user_action',
  'note_view_interruptor',
  'note_post_interruptor',
  'page_view_interruptor',
  'navbar_item',
  'widget',
];
/** Kinds registered with a title first: `Plugin:register_note_action(title, fn)`. */
export const titledKinds: ReadonlySet<HandlerKind> = new Set(['post_form_action', 'note_action', 'user_action', 'navbar_item', 'widget']);

/** The host functions a plugin may call; each is performed by the page. */
export type HostFn =
  | 'dialog'
  | 'confirm'
  | 'toast'
  | 'api'
  /** The glue refused an `Mk:api` call (sandbox/endpoint.ts): the page logs it and tells the person. */
  | 'refused'
  | 'save'
  | 'load'
  | 'remove'
  | 'url'
  | 'nyaize'
  | 'openUrl'
  | 'readline'
  | 'postFormUpdate'
  | 'ui';

/** One `Ui:` component as the page gets it: functions in `props` are `{ handler: id }`. */
export interface UiComponent {
  type: string;
  props: Record<string, unknown>;
}
/** An app's interface: every component by id, drawn from the root's children. */
export interface UiSnapshot {
  components: Record<string, UiComponent>;
}
/** The root component's id (Misskey's). */
export const UI_ROOT = '___root___';

export interface PluginMeta {
  name: string;
  version: string;
  author: string;
  description?: string;
  permissions: string[];
  config?: Record<string, ConfigItem>;
}

export interface ConfigItem {
  type: 'string' | 'number' | 'boolean';
  label?: string;
  description?: string;
  default: string | number | boolean | null;
}

/** Constants a plugin sees (USER_ID, …) plus its config values. */
export interface PluginEnv {
  userId: string | null;
  userName: string | null;
  userUsername: string | null;
  locale: string;
  serverUrl: string;
  config: Record<string, unknown>;
  /** An app (the AiScript App widget): the script gets the `Ui:` library. */
  ui?: boolean;
  /** CPU budget limits (sandbox/budget.ts); defaults when absent. */
  budget?: { turnMs?: number; windowBusyMs?: number; windowMs?: number };
}

export type LogLevel = 'out' | 'err' | 'info';

export type ToWorker =
  | { t: 'validate'; reqId: number; code: string }
  | { t: 'load'; reqId: number; pluginId: string; line: AiScriptLine; code: string; env: PluginEnv }
  | { t: 'unload'; pluginId: string }
  | { t: 'invoke'; reqId: number; pluginId: string; handlerId: number; args: unknown[]; invocation: number }
  | { t: 'hostReply'; callId: number; ok: boolean; value?: unknown; error?: string }
  | { t: 'ping'; reqId: number };

export type FromWorker =
  | { t: 'ready' }
  | { t: 'reply'; reqId: number; ok: boolean; value?: unknown; error?: string }
  | { t: 'host'; callId: number; pluginId: string; fn: HostFn; args: unknown[] }
  | { t: 'register'; pluginId: string; kind: HandlerKind; handlerId: number; title: string | null }
  | { t: 'log'; pluginId: string; level: LogLevel; text: string }
  /** The plugin spent its CPU budget (`turn` or `window`): it is stopped in the worker. */
  | { t: 'exceeded'; pluginId: string; reason: string };

/** What the worker hands the glue inside a compartment (hardened functions only). */
export interface HostPort {
  call(fn: HostFn, args: unknown[]): Promise<unknown>;
  register(kind: HandlerKind, handlerId: number, title: string | null): void;
  log(level: LogLevel, text: string): void;
  /** The script spent its CPU budget; every further step of it fails. */
  exceeded(reason: string): void;
}

/** What the glue returns from inside a compartment. */
export interface SandboxApi {
  validate(code: string): PluginMeta;
  start(code: string, env: PluginEnv, host: HostPort): Promise<void>;
  invoke(handlerId: number, args: unknown[], invocation: number): Promise<unknown>;
  abort(): void;
}
