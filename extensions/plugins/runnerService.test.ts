import { describe, expect, it, vi } from 'vitest';
import type { ExtensionContext } from '@kite/sdk';
import { aiScriptRunner } from './runnerService';

const runs: { code: string; stopped: boolean }[] = [];
vi.mock('./host/scratch', () => ({
  ScratchRunner: class {
    private r = { code: '', stopped: false };
    constructor(
      _ctx: unknown,
      private readonly onLine: (l: { level: string; text: string }) => void,
    ) {}
    // The real runner's stopped text is its own (in the person's language).
    async run(code: string, stoppedText = 'stopped (runner)') {
      this.r.code = code;
      runs.push(this.r);
      this.onLine({ level: 'out', text: `ran ${code}` });
      if (code === 'loop') {
        await new Promise<void>((resolve) => {
          this.end = resolve;
        });
        this.onLine({ level: 'err', text: stoppedText });
      }
    }
    private end = () => {};
    stop() {
      this.r.stopped = true;
      this.end();
    }
  },
}));

/** The service asks the context for nothing itself (the runner does). */
const ctx: Pick<ExtensionContext, 'get'> = {
  get: () => {
    throw new Error('not asked');
  },
};

describe('AiScriptRunner service', () => {
  it('runs the code in the scratch runner and passes its lines on', async () => {
    const lines: string[] = [];
    await aiScriptRunner(ctx).run('<: 1', (l) => lines.push(`${l.level}:${l.text}`)).done;
    expect(lines).toEqual(['out:ran <: 1']);
  });

  it('stop before the sandbox loaded runs nothing; stop while running stops that run', async () => {
    const before = runs.length;
    const early = aiScriptRunner(ctx).run('never', () => {});
    early.stop();
    await early.done;
    expect(runs.length).toBe(before);

    const lines: string[] = [];
    const r = aiScriptRunner(ctx).run('loop', (l) => lines.push(l.text));
    await vi.waitFor(() => expect(runs.at(-1)?.code).toBe('loop'));
    r.stop();
    await r.done;
    expect(runs.at(-1)?.stopped).toBe(true);
    expect(lines.at(-1)).toBe('stopped (runner)');
  });
});
