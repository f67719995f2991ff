import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { escapeCorpus } from './escapeCorpus';

/**
 * Every escape attempt fails. SES lockdown must not run in Vitest's own realm, so the corpus
 * runs in a child process that locks down first (tools/pluginEscapeRunner.ts), exactly like
 * the plugin worker.
 */
describe('plugin sandbox escape corpus', () => {
  it('has at least 30 attempts and every one fails', async () => {
    expect(escapeCorpus.length).toBeGreaterThanOrEqual(30);
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'tools/pluginEscapeRunner.ts'], {
      cwd: process.cwd(),
      maxBuffer: 1 << 22,
      timeout: 400_000,
    });
    const { verdicts, worstLagMs } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      verdicts: { name: string; outcome: string; escaped: boolean; detail: string }[];
      worstLagMs: number;
    };
    expect(verdicts.map((v) => v.name)).toEqual(escapeCorpus.map((a) => a.name));
    expect(verdicts.filter((v) => v.escaped)).toEqual([]);
    // Each attempt really ran (a crashed thread proves nothing); runaways were stopped from outside.
    // A runaway is stopped inside the worker by its CPU budget (it ran, and failed) or, failing
    // that, from outside (the thread is terminated); either way it printed nothing.
    const expected = escapeCorpus.map((a) => ({ name: a.name, runaway: a.kind === 'aiscript' && a.runaway === true }));
    for (const [i, v] of verdicts.entries()) {
      if (expected[i]?.runaway) expect(['ran', 'stopped']).toContain(v.outcome);
      else expect(v.outcome).toBe('ran');
    }
    // Meanwhile the "page" thread kept its timers.
    expect(worstLagMs).toBeLessThan(1000);
  }, 420_000);
});
