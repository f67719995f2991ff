/**
 * The scratchpad's runner: the same worker script and compartments as plugins, in a worker
 * of its own so a runaway script there never delays installed plugins. Stop, a worker that
 * answers no ping, or a script past its CPU budget terminates it.
 */
import type { ExtensionContext } from '@kite/sdk';
import { Api, I18n, Viewer } from '@kite/sdk';
import type { LogLevel, UiSnapshot } from '../sandbox/protocol';
import { annotatedVersion, lineFor } from '../sandbox/version';
import { TimeoutError, WorkerClient } from './workerClient';
import { performHostCall } from './hostCalls';
import { hostServices } from './start';
import { readUiSnapshot } from './uiSnapshot';
import { pluginMessages } from '../messages';

export interface ScratchLine {
  level: LogLevel;
  text: string;
}

const SCRATCH_ID = 'scratchpad';
const HANDLER_LIMIT_MS = 10_000;

export class ScratchRunner {
  private client: WorkerClient;
  private watchdog: ReturnType<typeof setInterval> | null = null;

  /** `onUi`: the script is an app (the AiScript App widget) and gets `Ui:`; its interface arrives here. */
  constructor(
    private readonly ctx: Pick<ExtensionContext, 'get'>,
    private readonly onLine: (l: ScratchLine) => void,
    private readonly onUi?: (s: UiSnapshot) => void,
  ) {
    const services = hostServices(ctx);
    this.client = new WorkerClient({
      onHost: async (_id, fn, args) => {
        if (fn === 'ui' && onUi) {
          const s = readUiSnapshot(args[0]);
          if (!s) throw new Error('bad interface');
          onUi(s);
          return null;
        }
        return performHostCall(services, { installId: SCRATCH_ID, token: undefined }, fn, args);
      },
      onRegister: () => undefined,
      onLog: (_id, level, text) => onLine({ level, text }),
      // The worker stopped a runaway script itself (its CPU budget): said like a stuck one, and ended.
      onExceeded: () => {
        onLine({ level: 'err', text: ctx.get(I18n).t(pluginMessages.stateBudget) });
        this.stop();
      },
    });
  }

  /** Runs `code` (AiScript 1.x unless annotated otherwise); resolves when it ends or is stopped. */
  async run(code: string, stoppedText = this.ctx.get(I18n).t(pluginMessages.scratchpadStopped)): Promise<void> {
    const v = annotatedVersion(code);
    const line = v === null ? '1' : lineFor(v);
    if (!line) {
      this.onLine({ level: 'err', text: 'Aiscript version is not supported' });
      return;
    }
    const me = this.ctx.get(Viewer).info.me;
    const env = {
      userId: me?.id ?? null,
      userName: me?.name ?? null,
      userUsername: me?.username ?? null,
      locale: this.ctx.get(I18n).lang,
      serverUrl: this.ctx.get(Api).origin,
      config: {},
      ui: this.onUi !== undefined,
    };
    this.watchdog = setInterval(() => {
      this.client.request({ t: 'ping' }, 1500).catch(() => {
        this.onLine({ level: 'err', text: stoppedText });
        this.stop();
      });
    }, 2000);
    try {
      await this.client.load(SCRATCH_ID, line, code, env, 24 * 3600_000);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      if (msg !== 'plugin worker restarted') this.onLine({ level: 'err', text: msg });
    } finally {
      if (this.watchdog) clearInterval(this.watchdog);
      this.watchdog = null;
    }
  }

  /**
   * Calls an app's event handler (a button's onClick, an input's onInput…) once the script has
   * run. A handler that does not return within the limit stops the app (its worker is stuck).
   */
  async invoke(handlerId: number, args: unknown[]): Promise<void> {
    try {
      await this.client.invoke(SCRATCH_ID, handlerId, args, 0, HANDLER_LIMIT_MS);
    } catch (e) {
      if (e instanceof TimeoutError) this.stop();
      this.onLine({ level: 'err', text: e instanceof Error ? e.message : String(e) });
    }
  }

  stop(): void {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    this.client.terminate();
  }
}
