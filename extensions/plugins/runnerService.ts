/** The AiScriptRunner service (sdk): the scratchpad's runner offered to widgets; the sandbox loads on the first run. */
import type { AiScriptRun, AiScriptRunnerService, ExtensionContext } from '@kite/sdk';
import { I18n } from '@kite/sdk';

export function aiScriptRunner(ctx: Pick<ExtensionContext, 'get'>): AiScriptRunnerService {
  return {
    run(code, onLine): AiScriptRun {
      let stopped = false;
      let stopNow: (() => void) | null = null;
      const done = (async () => {
        const [{ ScratchRunner }, { pluginMessages: m }] = await Promise.all([import('./host/scratch'), import('./messages')]);
        if (stopped) return;
        const runner = new ScratchRunner(ctx, onLine);
        stopNow = () => runner.stop();
        await runner.run(code, ctx.get(I18n).t(m.scratchpadStopped));
      })();
      return {
        done,
        stop() {
          stopped = true;
          stopNow?.();
        },
      };
    },
  };
}
