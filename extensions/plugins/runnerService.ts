/** The AiScriptRunner service (sdk): the scratchpad's runner offered to widgets; the sandbox loads on the first run. */
import type { AiScriptRunnerService, ExtensionContext } from '@kite/sdk';

export function aiScriptRunner(ctx: Pick<ExtensionContext, 'get'>): AiScriptRunnerService {
  return {
    run(code, onLine) {
      let stopped = false;
      let runner: { stop(): void } | null = null;
      // One import (each import site weighs on the first load); the runner brings its texts.
      const done = import('./host/scratch').then(({ ScratchRunner }) => {
        if (stopped) return;
        const r = new ScratchRunner(ctx, onLine);
        runner = r;
        return r.run(code);
      });
      return {
        done,
        stop() {
          stopped = true;
          runner?.stop();
        },
      };
    },
    loadAppView: () => import('./widgets/app/AppView').then((v) => v.default),
  };
}
