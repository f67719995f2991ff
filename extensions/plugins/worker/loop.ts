/** The worker's message loop: validate, load, invoke, and host calls relayed to the page. */
import type { FromWorker, HostFn, HostPort, LogLevel, SandboxApi, ToWorker, HandlerKind } from '../sandbox/protocol';
import type { AiScriptLine } from '../sandbox/version';
import { chooseLine } from '../sandbox/version';
import { createPluginCompartment } from './compartment';

/** Each line's bundle is fetched on first use (a plugin of the other line costs nothing). */
const sources: Record<AiScriptLine, () => Promise<{ default: string }>> = {
  '0.19': () => import('virtual:aiscript-sandbox/0.19'),
  '1': () => import('virtual:aiscript-sandbox/1'),
};

export function runWorker(): void {
  const post = (m: FromWorker) => globalThis.postMessage(m, { transfer: [] });
  const plugins = new Map<string, SandboxApi>();
  const validators = new Map<AiScriptLine, SandboxApi>();
  const pendingHost = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextCall = 1;

  const sandbox = async (line: AiScriptLine) => createPluginCompartment((await sources[line]()).default);

  function port(pluginId: string): HostPort {
    return harden({
      call(fn: HostFn, args: unknown[]) {
        const callId = nextCall++;
        return new Promise<unknown>((resolve, reject) => {
          pendingHost.set(callId, { resolve, reject });
          post({ t: 'host', callId, pluginId, fn, args });
        });
      },
      register(kind: HandlerKind, handlerId: number, title: string | null) {
        post({ t: 'register', pluginId, kind, handlerId, title });
      },
      log(level: LogLevel, text: string) {
        post({ t: 'log', pluginId, level, text });
      },
      exceeded(reason: string) {
        post({ t: 'exceeded', pluginId, reason });
      },
    });
  }

  async function handle(m: ToWorker): Promise<unknown> {
    switch (m.t) {
      case 'validate': {
        const line = chooseLine(m.code);
        let v = validators.get(line);
        if (!v) validators.set(line, (v = await sandbox(line)));
        return { line, meta: v.validate(m.code) };
      }
      case 'load': {
        plugins.get(m.pluginId)?.abort();
        const s = await sandbox(m.line);
        plugins.set(m.pluginId, s);
        await s.start(m.code, m.env, port(m.pluginId));
        return null;
      }
      case 'invoke': {
        const s = plugins.get(m.pluginId);
        if (!s) throw new Error('plugin not loaded');
        return s.invoke(m.handlerId, m.args, m.invocation);
      }
      case 'ping':
        return null;
      default:
        return null;
    }
  }

  globalThis.addEventListener('message', (ev: MessageEvent<ToWorker>) => {
    const m = ev.data;
    if (m.t === 'hostReply') {
      const p = pendingHost.get(m.callId);
      pendingHost.delete(m.callId);
      if (m.ok) p?.resolve(m.value);
      else p?.reject(new Error(m.error ?? 'host call failed'));
      return;
    }
    if (m.t === 'unload') {
      plugins.get(m.pluginId)?.abort();
      plugins.delete(m.pluginId);
      return;
    }
    handle(m).then(
      (value) => post({ t: 'reply', reqId: m.reqId, ok: true, value }),
      (e: unknown) => post({ t: 'reply', reqId: m.reqId, ok: false, error: e instanceof Error ? e.message : String(e) }),
    );
  });
  post({ t: 'ready' });
}
