/**
 * One SES Compartment per plugin (call after `lockdown()`). Its globals are only what the
 * AiScript interpreter needs — Date, a Math whose random comes from crypto, timers that take
 * functions (never code strings), TextEncoder/TextDecoder, crypto.getRandomValues — and the
 * sandbox bundle (AiScript + glue) is evaluated inside it, so the interpreter itself sees no
 * `self`, `fetch`, `postMessage`, `importScripts` or worker state. The host functions reach
 * the glue as a hardened argument, never as globals.
 */
import type { SandboxApi } from '../sandbox/protocol';

type Callback = (...args: unknown[]) => void;

function cryptoRandom(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] ?? 0) / 2 ** 32;
}

function onlyFunction(fn: unknown): Callback {
  if (typeof fn !== 'function') throw new TypeError('timers take a function');
  return (...args: unknown[]) => {
    Reflect.apply(fn, undefined, args);
  };
}

/** The endowments every plugin compartment gets (hardened: a plugin cannot change them for another). */
export function pluginGlobals(): Record<string, unknown> {
  const math = Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(Math),
      random: { value: cryptoRandom, writable: false, enumerable: false, configurable: false },
    },
  );
  return harden({
    Date,
    Math: math,
    setTimeout: (fn: unknown, ms?: number) => setTimeout(onlyFunction(fn), ms),
    clearTimeout: (id?: number) => clearTimeout(id),
    setInterval: (fn: unknown, ms?: number) => setInterval(onlyFunction(fn), ms),
    clearInterval: (id?: number) => clearInterval(id),
    TextEncoder,
    TextDecoder,
    crypto: {
      getRandomValues: (a: ArrayBufferView<ArrayBuffer>) => crypto.getRandomValues(a),
    },
  });
}

interface SandboxModule {
  create(): SandboxApi;
}

function isSandboxModule(v: unknown): v is SandboxModule {
  return typeof v === 'object' && v !== null && 'create' in v && typeof v.create === 'function';
}

/**
 * Evaluates the sandbox bundle in a fresh compartment and returns its glue. Evaluation needs
 * the worker's own CSP to allow 'unsafe-eval' (the worker script is served with
 * `default-src 'none'; script-src 'self' 'unsafe-eval'`, see devserver/static/csp.ts): SES
 * compiles compartment code with the Function constructor. The page's CSP never allows eval,
 * and `connect-src 'none'` leaves the worker no network even if code escaped a compartment.
 */
export function createPluginCompartment(source: string): SandboxApi {
  const compartment = new Compartment({ globals: pluginGlobals(), __options__: true });
  // The bundle is ours (plugins are AiScript, not JS); its error-message templates contain
  // `-->`, which SES rejects unless asked to rewrite it.
  const mod: unknown = compartment.evaluate(source, { __evadeHtmlCommentTest__: true });
  if (!isSandboxModule(mod)) throw new Error('sandbox bundle has no create()');
  return mod.create();
}
