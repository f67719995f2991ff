/**
 * `npx tsx bench/trace.ts [phone|desktop]`: one cold signed-in load of the home timeline against
 * MISSKEY_URL (Kite served by the devserver in proxy mode, as `bench:compare` does), printing every
 * request with its start and end time and the first-note time — to find what the first note waits for.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startDevServer } from './server';
import { applyThrottle, desktop, phone } from './profiles';

const server = process.env.MISSKEY_URL;
if (!server) throw new Error('set MISSKEY_URL');
const profile = process.argv[2] === 'desktop' ? desktop : phone;
const stateFile = readdirSync('bench/.cache').find((f) => f.startsWith('kite-state-'));
if (!stateFile || !existsSync('dist/index.html')) throw new Error('run `npm run bench:compare` once first (it signs in and builds)');
const state = JSON.parse(readFileSync(`bench/.cache/${stateFile}`, 'utf8')) as { origins: { origin: string }[] };
const port = Number(new URL(state.origins[0]?.origin ?? 'http://x:4700').port);
const kite = await startDevServer({ port, env: { MISSKEY_URL: server } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const ctx = await browser.newContext({ ...profile.context, storageState: `bench/.cache/${stateFile}` });
  const page = await ctx.newPage();
  await applyThrottle(await ctx.newCDPSession(page), profile);
  const t0 = Date.now();
  const rows: string[] = [];
  page.on('requestfinished', (req) => {
    const t = req.timing();
    const start = t.startTime - t0;
    rows.push(
      `${start.toFixed(0).padStart(6)} → ${(start + t.responseEnd).toFixed(0).padStart(6)}  ${req.resourceType().padEnd(10)} ${req.url().replace(/^https?:\/\/[^/]+/, '')}`,
    );
  });
  await page.goto(`${kite.url}/`);
  await page.locator('[role="feed"] article').first().waitFor({ timeout: 120_000 });
  const firstNote = Date.now() - t0;
  await page.waitForTimeout(1500);
  console.log(rows.sort((a, b) => parseFloat(a) - parseFloat(b)).join('\n'));
  console.log(`first note at ≈ ${firstNote} ms (${profile.name})`);
} finally {
  await browser.close();
  kite.stop();
}
