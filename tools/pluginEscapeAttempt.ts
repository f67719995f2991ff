/** One escape attempt inside a locked-down thread (see pluginEscapeRunner.ts). */
import 'ses';
import { escapeCorpus } from '../extensions/plugins/worker/escapeCorpus';
import type { HostFn, HostPort, PluginEnv } from '../extensions/plugins/sandbox/protocol';
import { storageKey } from '../extensions/plugins/host/storageKey';
import type { Verdict } from './pluginEscapeRunner';

const leaked: string[] = [];
const capabilities: Record<string, unknown> = {
  window: { leak: true },
  document: { cookie: 'LEAK' },
  localStorage: { getItem: () => 'LEAK' },
  fetch: () => {
    leaked.push('fetch');
  },
  XMLHttpRequest: class {
    constructor() {
      leaked.push('xhr');
    }
  },
  WebSocket: class {
    constructor() {
      leaked.push('ws');
    }
  },
  importScripts: () => {
    leaked.push('importScripts');
  },
  postMessage: () => {
    leaked.push('postMessage');
  },
  self: { leak: true },
  KITE_USER_TOKEN: 'user-token-LEAK',
};

const env: PluginEnv = {
  userId: 'u1',
  userName: 'Alice',
  userUsername: 'alice',
  locale: 'en-US',
  serverUrl: 'http://x.example',
  config: {},
};

/** Sets the thread up (capabilities, lockdown, compartment module) and returns the attempt to run. */
export async function prepareAttempt(index: number, sources: Record<'0.19' | '1', string>): Promise<() => Promise<Verdict>> {
  for (const [k, v] of Object.entries(capabilities)) Object.defineProperty(globalThis, k, { value: v, configurable: true, writable: true });
  lockdown({ errorTaming: 'safe', overrideTaming: 'severe', consoleTaming: 'unsafe', evalTaming: 'safe-eval' });
  const { createPluginCompartment, pluginGlobals } = await import('../extensions/plugins/worker/compartment');
  const a = escapeCorpus[index];
  // One "page" storage; each plugin's host keys it by its own install id, as hostCalls.ts does.
  const storage = new Map<string, unknown>();
  const hostFor = (installId: string, calls: [HostFn, unknown[]][], out: string[]): HostPort =>
    harden({
      call: async (fn: HostFn, args: unknown[]) => {
        calls.push([fn, args]);
        if (fn === 'save') storage.set(storageKey(installId, String(args[0])), args[1]);
        if (fn === 'load') return storage.get(storageKey(installId, String(args[0]))) ?? null;
        return null;
      },
      register: () => undefined,
      log: (_level: string, text: string) => {
        out.push(text);
      },
      exceeded: (reason: string) => {
        out.push(`budget: ${reason}`);
      },
    });
  return async () => {
    let escaped = false;
    let detail = '';
    try {
      if (a.kind === 'aiscript') {
        const calls: [HostFn, unknown[]][] = [];
        const out: string[] = [];
        await createPluginCompartment(sources[a.line]).start(a.code, env, hostFor('plugin-a', calls, out));
        // Another plugin tries to read what this one saved.
        const otherOut: string[] = [];
        await createPluginCompartment(sources['1']).start('<: Mk:load("secret")', env, hostFor('plugin-b', [], otherOut));
        escaped = [...out, ...otherOut].some((l) => l.includes('LEAK')) || calls.some(([fn]) => fn === 'api');
        detail = [...out, ...otherOut].join(' | ');
      } else {
        const c = new Compartment({ globals: pluginGlobals(), __options__: true });
        const r: unknown = await c.evaluate(`(async () => { ${a.code} })()`);
        escaped = r === true;
        detail = String(r);
      }
    } catch (e) {
      detail = `threw: ${e instanceof Error ? e.message : String(e)}`;
    }
    await new Promise((r) => setTimeout(r, 20));
    if (leaked.length > 0 || 'leaked' in globalThis) escaped = true;
    return { name: a.name, outcome: 'ran', escaped, detail: detail.slice(0, 200) };
  };
}
