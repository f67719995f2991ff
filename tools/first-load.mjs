/**
 * `node tools/first-load.mjs [runs]` — the first-load JavaScript of the signed-in timeline, per chunk (gzip -9),
 * and the cold time to the first note, the way `npm run bench` measures them (same selector, same gzip level,
 * a fresh context that only carries the stored account). Needs a built dist/ (`npm run build`; DIST=dir for another build output).
 * With runs > 1 it repeats the cold load and prints the median time.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const runs = Number(process.argv[2] ?? 1);
const port = 4700 + Math.floor(Math.random() * 200);
const url = `http://127.0.0.1:${port}`;
const NOTE = '[role="feed"] article.kite-note';
const probe = `new MutationObserver((_, o) => { if (document.querySelector('${NOTE}')) { window.__firstNote = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true });`;

const server = spawn('npx', ['tsx', 'devserver/main.ts', '--port', String(port), '--serve-client', process.env.DIST ?? 'dist'], {
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/meta`, { method: 'POST', body: '{}' })).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const setup = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const sp = await setup.newPage();
  await sp.goto(`${url}/`);
  const main = sp.locator('main');
  await main.getByLabel('Username').fill('alice');
  await main.getByLabel('Password').fill('password');
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await sp.locator(NOTE).first().waitFor();
  const storageState = await setup.storageState({ indexedDB: true });
  await setup.close();

  const times = [];
  let files = [];
  for (let r = 0; r < runs; r++) {
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState });
    await ctx.addInitScript(probe);
    const page = await ctx.newPage();
    const js = [];
    let done = false;
    page.on('response', (res) => {
      if (done || res.request().resourceType() !== 'script') return;
      const name = res.url().split('/').pop();
      js.push(
        res
          .body()
          .then((b) => [gzipSync(b, { level: 9 }).length, name])
          .catch(() => [0, name]),
      );
    });
    await page.goto(`${url}/`);
    await page.locator(NOTE).first().waitFor();
    done = true;
    files = await Promise.all(js);
    times.push(await page.evaluate(() => window.__firstNote));
    // WATERFALL=1: when each request started and ended (ms since navigation), to see what waits on what.
    if (process.env.WATERFALL && r === 0) {
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, '')]),
      );
      for (const [s0, e0, n] of entries) console.log(`${String(s0).padStart(5)} → ${String(e0).padStart(5)}  ${n}`);
    }
    await ctx.close();
  }
  files.sort((a, b) => b[0] - a[0]);
  let total = 0;
  for (const [size, name] of files) {
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${name}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB  total (${files.length} files, ${total} B)`);
  times.sort((a, b) => a - b);
  console.log(
    `cold → first note: ${times.map((t) => Math.round(t)).join(', ')} ms (median ${Math.round(times[Math.floor(times.length / 2)])})`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
