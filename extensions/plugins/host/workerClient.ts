/**
 * The page's end of one plugin worker: requests with time limits, host calls answered by
 * `onHost`, and `restart()` — the only way to stop a script that never yields (terminating
 * the worker; the page's own thread is never blocked by a plugin).
 */
import type { FromWorker, HandlerKind, HostFn, LogLevel, PluginEnv, PluginMeta, ToWorker } from '../sandbox/protocol';
import type { AiScriptLine } from '../sandbox/version';

export interface WorkerEvents {
  onHost(pluginId: string, fn: HostFn, args: unknown[]): Promise<unknown>;
  onRegister(pluginId: string, kind: HandlerKind, handlerId: number, title: string | null): void;
  onLog(pluginId: string, level: LogLevel, text: string): void;
  /** The plugin spent its CPU budget inside the worker (sandbox/budget.ts). */
  onExceeded?(pluginId: string, reason: string): void;
}

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

type Request = ToWorker extends infer T ? (T extends { reqId: number } ? Omit<T, 'reqId'> : never) : never;

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class WorkerClient {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextReq = 1;

  constructor(private readonly events: WorkerEvents) {}

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('../worker/pluginWorker.ts', import.meta.url), { type: 'module', name: 'kite-plugins' });
    w.addEventListener('message', (ev: MessageEvent<FromWorker>) => this.receive(w, ev.data));
    w.addEventListener('error', (ev) => {
      ev.preventDefault();
      this.failAll(new Error(ev.message || 'plugin worker failed'));
    });
    this.worker = w;
    return w;
  }

  private receive(w: Worker, m: FromWorker): void {
    switch (m.t) {
      case 'reply': {
        const p = this.pending.get(m.reqId);
        if (!p) return;
        this.pending.delete(m.reqId);
        clearTimeout(p.timer);
        if (m.ok) p.resolve(m.value);
        else p.reject(new Error(m.error ?? 'failed'));
        return;
      }
      case 'host':
        this.events.onHost(m.pluginId, m.fn, m.args).then(
          (value) => w.postMessage({ t: 'hostReply', callId: m.callId, ok: true, value } satisfies ToWorker),
          (e: unknown) =>
            w.postMessage({
              t: 'hostReply',
              callId: m.callId,
              ok: false,
              error: e instanceof Error ? e.message : String(e),
            } satisfies ToWorker),
        );
        return;
      case 'register':
        this.events.onRegister(m.pluginId, m.kind, m.handlerId, m.title);
        return;
      case 'log':
        this.events.onLog(m.pluginId, m.level, m.text);
        return;
      case 'exceeded':
        this.events.onExceeded?.(m.pluginId, m.reason);
        return;
      case 'ready':
        return;
    }
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(e);
    }
    this.pending.clear();
  }

  request(msg: Request, timeoutMs: number): Promise<unknown> {
    const w = this.ensure();
    const reqId = this.nextReq++;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(reqId);
        reject(new TimeoutError(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(reqId, { resolve, reject, timer });
      w.postMessage({ ...msg, reqId });
    });
  }

  validate(code: string): Promise<{ line: AiScriptLine; meta: PluginMeta }> {
    return this.request({ t: 'validate', code }, 10_000).then(asValidation);
  }

  load(pluginId: string, line: AiScriptLine, code: string, env: PluginEnv, timeoutMs: number): Promise<unknown> {
    return this.request({ t: 'load', pluginId, line, code, env }, timeoutMs);
  }

  invoke(pluginId: string, handlerId: number, args: unknown[], invocation: number, timeoutMs: number): Promise<unknown> {
    return this.request({ t: 'invoke', pluginId, handlerId, args, invocation }, timeoutMs);
  }

  unload(pluginId: string): void {
    this.worker?.postMessage({ t: 'unload', pluginId } satisfies ToWorker);
  }

  /** Kills the worker (and whatever it was running); the next request starts a fresh one. */
  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    this.failAll(new Error('plugin worker restarted'));
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The worker's validation answer, checked (it crosses a realm boundary). */
function asValidation(v: unknown): { line: AiScriptLine; meta: PluginMeta } {
  if (!isRecord(v) || (v.line !== '0.19' && v.line !== '1') || !isRecord(v.meta)) throw new Error('bad validation answer');
  const m = v.meta;
  if (typeof m.name !== 'string' || typeof m.version !== 'string' || typeof m.author !== 'string')
    throw new Error('Required property not found');
  return {
    line: v.line,
    meta: {
      name: m.name,
      version: m.version,
      author: m.author,
      description: typeof m.description === 'string' ? m.description : undefined,
      permissions: Array.isArray(m.permissions) ? m.permissions.filter((p): p is string => typeof p === 'string') : [],
      config: isRecord(m.config) ? configOf(m.config) : undefined,
    },
  };
}

function configOf(raw: Record<string, unknown>): PluginMeta['config'] {
  const out: NonNullable<PluginMeta['config']> = {};
  for (const [k, item] of Object.entries(raw)) {
    if (!isRecord(item)) continue;
    const type = item.type === 'number' || item.type === 'boolean' ? item.type : 'string';
    const d = item.default;
    out[k] = {
      type,
      label: typeof item.label === 'string' ? item.label : undefined,
      description: typeof item.description === 'string' ? item.description : undefined,
      default: typeof d === 'string' || typeof d === 'number' || typeof d === 'boolean' ? d : null,
    };
  }
  return out;
}
