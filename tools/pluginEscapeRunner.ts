/**
 * Runs the plugin escape corpus (extensions/plugins/worker/escapeCorpus.ts) the way the plugin
 * worker does: each attempt in its own thread that calls SES lockdown first and runs the code
 * in a plugin Compartment with the sandbox bundle. The realm is given the browser's
 * capabilities first (window, document, localStorage, fetch, …, a user token), so an attempt
 * that reached one would see it. A thread that does not finish in time (an endless loop,
 * unbounded recursion) is terminated, as the page terminates the plugin worker; the main
 * thread's timer lag shows it stayed responsive. Prints one JSON line of verdicts.
 * Used by escape.test.ts in a child process (lockdown must not run in Vitest's realm).
 */
import { Worker } from 'node:worker_threads';
import { buildSandboxSource } from './aiscriptSandbox';
import { escapeCorpus } from '../extensions/plugins/worker/escapeCorpus';

/** `ran`: finished in its thread; `stopped`: terminated at the time limit; `crashed`: the thread failed (a runner bug, never a pass). */
export interface Verdict {
  name: string;
  outcome: 'ran' | 'stopped' | 'crashed';
  escaped: boolean;
  detail: string;
}

const LIMIT_MS = 4000;

async function main() {
  const sources = { '0.19': await buildSandboxSource('0.19'), '1': await buildSandboxSource('1') };
  const verdicts: Verdict[] = [];
  let worstLag = 0;
  for (let index = 0; index < escapeCorpus.length; index++) {
    const name = escapeCorpus[index].name;
    const w = new Worker(threadSource, {
      eval: true,
      workerData: {
        index,
        sources,
        tsx: import.meta.resolve('tsx/esm/api'),
        attempt: new URL('./pluginEscapeAttempt.ts', import.meta.url).href,
      },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    // The "page": a timer that must keep firing on time while the attempt runs.
    let last = Date.now();
    const tick = setInterval(() => {
      worstLag = Math.max(worstLag, Date.now() - last - 50);
      last = Date.now();
    }, 50);
    const verdict = await new Promise<Verdict>((resolve) => {
      // The limit counts from when the thread is set up (lockdown, tsx, bundle) and the attempt starts.
      let timer = setTimeout(() => {
        void w.terminate();
        resolve({ name, outcome: 'crashed', escaped: false, detail: 'thread never got ready' });
      }, 90_000);
      w.on('message', (v: Verdict | 'started') => {
        clearTimeout(timer);
        if (v === 'started') {
          timer = setTimeout(() => {
            void w.terminate();
            resolve({ name, outcome: 'stopped', escaped: false, detail: `stopped after ${LIMIT_MS} ms (thread terminated)` });
          }, LIMIT_MS);
          return;
        }
        void w.terminate();
        resolve(v);
      });
      w.once('error', (e) => {
        clearTimeout(timer);
        // A runaway that hits the thread's heap limit is stopped by the engine, as a browser kills the worker.
        const oom = /out of memory/i.test(e.message);
        resolve({
          name,
          outcome: oom ? 'stopped' : 'crashed',
          escaped: false,
          detail: oom ? 'heap limit reached (thread terminated)' : `thread died: ${e.message}`.slice(0, 200),
        });
      });
      w.once('exit', () => {
        clearTimeout(timer);
        resolve({ name, outcome: 'crashed', escaped: false, detail: 'thread exited' });
      });
    });
    clearInterval(tick);
    verdicts.push(verdict);
  }
  process.stdout.write(`${JSON.stringify({ verdicts, worstLagMs: worstLag })}\n`);
}

/** Each thread registers tsx (TypeScript) and runs one attempt. */
const threadSource = `
const { parentPort, workerData: d } = require('node:worker_threads');
(async () => {
  (await import(d.tsx)).register();
  const { prepareAttempt } = await import(d.attempt);
  const run = await prepareAttempt(d.index, d.sources);
  parentPort.postMessage('started');
  parentPort.postMessage(await run());
})();
`;

await main();
