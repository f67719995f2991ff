/**
 * Kite's side of a plugin, running inside the plugin's SES Compartment together with the
 * AiScript interpreter: it builds the Mk:/Plugin: functions. Every one is a message through
 * `host` (the page performs it with the sdk); nothing here touches the worker or the page.
 */
import type { AiLib, Interp, V } from './aiLib';
import { strOf } from './aiLib';
import type { HandlerKind, HostFn, HostPort, PluginEnv, SandboxApi } from './protocol';
import { handlerKinds, titledKinds } from './protocol';
import { readPluginMeta } from './meta';
import { endpointRefusal, refusalMessage } from './endpoint';
import { uiFunctions } from './uiLib';
import { Budget, budgetLimits } from './budget';

const DIALOG_TYPES = ['error', 'info', 'success', 'warning', 'waiting', 'question'];

export function createSandbox<Val extends V>(lib: AiLib<Val>): SandboxApi {
  const { values, utils } = lib;
  let interpreter: Interp<Val> | null = null;
  let port: HostPort | null = null;
  let budget: Budget | null = null;
  // The page stopped the plugin: its budget is spent on purpose, nothing to report.
  let silenced = false;
  const handlers: { fn: Val; kind: HandlerKind | 'ui' }[] = [];
  // An app's event handlers (`Ui:` onClick, onInput…): one id per function, however often it is sent.
  const uiHandlers = new WeakMap<Val, number>();
  const uiHandler = (fn: Val): number => {
    let id = uiHandlers.get(fn);
    if (id === undefined) {
      id = handlers.push({ fn, kind: 'ui' }) - 1;
      uiHandlers.set(fn, id);
    }
    return id;
  };
  const fail = (message: string) => new lib.errors.AiScriptRuntimeError(message);

  const str = (v: Val | undefined): string => {
    const s = strOf(v);
    if (s === undefined) throw fail(`Expect string, but got ${v?.type ?? 'nothing'}.`);
    return s;
  };
  const optString = (v: Val | undefined, allowed?: readonly string[]): string | null => {
    if (v === undefined || v.type === 'null') return null;
    const s = str(v);
    if (allowed && !allowed.includes(s)) throw fail(`invalid value: ${s}`);
    return s;
  };
  const any = (v: Val | undefined): Val => {
    if (v === undefined) throw fail('Expect anything, but got nothing.');
    return v;
  };

  function mkFunctions(host: HostPort): Record<string, Val> {
    const call = (fn: HostFn, args: unknown[]) => host.call(fn, args);
    return {
      'Mk:dialog': values.FN_NATIVE(async ([title, text, type]) => {
        await call('dialog', [str(title), str(text), optString(type, DIALOG_TYPES) ?? 'info']);
        return values.NULL;
      }),
      'Mk:confirm': values.FN_NATIVE(async ([title, text, type]) => {
        const ok = await call('confirm', [str(title), str(text), optString(type, DIALOG_TYPES) ?? 'question']);
        return ok === true ? values.TRUE : values.FALSE;
      }),
      'Mk:toast': values.FN_NATIVE(async ([text]) => {
        await call('toast', [str(text)]);
        return values.NULL;
      }),
      'Mk:api': values.FN_NATIVE(async ([ep, param, token]) => {
        const endpoint = str(ep);
        const refused = endpointRefusal(endpoint);
        if (refused) {
          // The page logs the attempt and tells the person (it never sees the call itself).
          void call('refused', [endpoint.slice(0, 100), refused]).catch(() => undefined);
          throw fail(refusalMessage(endpoint, refused));
        }
        if (param === undefined) throw fail('expected param');
        if (param.type !== 'obj') throw fail(`Expect object, but got ${param.type}.`);
        const tok = optString(token);
        const res = await call('api', [endpoint, utils.valToJs(param), tok]);
        const r = typeof res === 'object' && res !== null ? res : {};
        if ('ok' in r && r.ok === true) return utils.jsToVal('value' in r ? r.value : null);
        return values.ERROR('request_failed', utils.jsToVal('error' in r ? r.error : null));
      }),
      'Mk:save': values.FN_NATIVE(async ([key, value]) => {
        await call('save', [str(key), utils.valToJs(any(value))]);
        return values.NULL;
      }),
      'Mk:load': values.FN_NATIVE(async ([key]) => {
        return utils.jsToVal(await call('load', [str(key)]));
      }),
      'Mk:remove': values.FN_NATIVE(async ([key]) => {
        await call('remove', [str(key)]);
        return values.NULL;
      }),
      'Mk:url': values.FN_NATIVE(async () => values.STR(String(await call('url', [])))),
      'Mk:nyaize': values.FN_NATIVE(async ([text]) => {
        return values.STR(String(await call('nyaize', [str(text)])));
      }),
    };
  }

  function pluginFunctions(host: HostPort, env: PluginEnv): Record<string, Val> {
    const register = (kind: HandlerKind, titled: boolean) =>
      values.FN_NATIVE(([a, b]) => {
        let title: string | null = null;
        let fn: Val | undefined = a;
        if (titled) {
          title = str(a);
          fn = b;
        }
        if (fn?.type !== 'fn') throw fail(`Expect function, but got ${fn?.type ?? 'nothing'}.`);
        handlers.push({ fn, kind });
        host.register(kind, handlers.length - 1, title);
        return values.NULL;
      });
    const out: Record<string, Val> = {
      'Plugin:open_url': values.FN_NATIVE(async ([url]) => {
        await host.call('openUrl', [str(url)]);
        return values.NULL;
      }),
      'Plugin:config': values.OBJ(new Map(Object.entries(env.config).map(([k, v]) => [k, utils.jsToVal(v)]))),
    };
    for (const kind of handlerKinds) {
      const fn = register(kind, titledKinds.has(kind));
      out[`Plugin:register:${kind}`] = fn;
      out[`Plugin:register_${kind}`] = fn;
    }
    return out;
  }

  return {
    validate: (code) => readPluginMeta(lib, code),
    async start(code, env, host) {
      const consts: Record<string, Val> = {
        USER_ID: env.userId === null ? values.NULL : values.STR(env.userId),
        USER_NAME: env.userName === null ? values.NULL : values.STR(env.userName),
        USER_USERNAME: env.userUsername === null ? values.NULL : values.STR(env.userUsername),
        LOCALE: values.STR(env.locale),
        SERVER_URL: values.STR(env.serverUrl),
        ...mkFunctions(host),
        ...pluginFunctions(host, env),
        ...(env.ui ? uiFunctions(lib, uiHandler, (snapshot) => void host.call('ui', [snapshot]).catch(() => undefined)) : {}),
      };
      port = host;
      const meter = new Budget(budgetLimits(env.budget), () => Date.now());
      budget = meter;
      let reported = false;
      let lastYield = Date.now();
      const spent = (): boolean => {
        if (!meter.step()) return false;
        if (!reported && !silenced) {
          reported = true;
          host.exceeded(meter.exceeded ?? 'turn');
        }
        return true;
      };
      interpreter = new lib.Interpreter(consts, {
        in: async (q) => String(await host.call('readline', [q])),
        out: (v) => host.log('out', utils.valToString(v, true)),
        // Once the budget is spent every step fails; those failures are not news.
        err: (e) => (meter.exceeded ? undefined : host.log('err', e.message)),
        // Every step reads this: the budget's hook in both lines. Truthy (1) fails the step.
        get maxStep() {
          return spent() ? 1 : 0;
        },
        // Both lines log every block they enter — the only hook an empty `loop {}` passes
        // through (it takes no step). Throwing here ends the loop.
        log: () => {
          if (spent()) throw fail('plugin stopped: it used up its time budget');
        },
        // 1.x: give the worker's other plugins and the page's ping a turn about every 20 ms of
        // work (0.19 sleeps 5 ms every 300 steps by itself); the budget stops runaways.
        irqRate: 300,
        irqSleep: () => {
          const t = Date.now();
          if (t - lastYield < 20) return Promise.resolve();
          lastYield = t;
          return new Promise((resolve) => setTimeout(resolve, 0));
        },
      });
      // `abort()` sets `stop`, after which both interpreters answer every step with null
      // without counting it — a running `loop {}` then spins on microtasks and freezes the
      // worker. Stopping here means: the budget is spent, so the next step throws instead.
      const stopped = interpreter;
      Object.defineProperty(stopped, 'stop', {
        get: () => false,
        set: (v: unknown) => {
          if (v) meter.exhaust();
        },
        configurable: false,
      });
      let ast: unknown[];
      try {
        ast = lib.Parser.parse(code);
      } catch (e) {
        throw new Error(`Aiscript syntax error: ${e instanceof Error ? e.message : String(e)}`);
      }
      await interpreter.exec(ast);
    },
    async invoke(handlerId, args, invocation) {
      const h = handlers[handlerId];
      const host = port;
      if (!interpreter || !h || !host) throw new Error('no such handler');
      if (budget?.exceeded) throw new Error('plugin stopped: it used up its time budget');
      budget?.startTurn();
      const vals = args.map((a) => utils.jsToVal(a));
      // A post-form action gets `update(key, value)`, which changes the form it was opened from.
      if (h.kind === 'post_form_action') {
        vals.push(
          values.FN_NATIVE(async ([key, value]) => {
            await host.call('postFormUpdate', [invocation, str(key), utils.valToJs(any(value))]);
            return values.NULL;
          }),
        );
      }
      const result = await interpreter.execFn(h.fn, vals);
      if (result.type === 'error') throw new Error(utils.valToString(result, true));
      return utils.valToJs(result);
    },
    abort() {
      silenced = true;
      interpreter?.abort();
    },
  };
}
