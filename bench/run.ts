/**
 * `npm run bench`: builds Kite if needed, starts the devserver, drives headless Chromium and
 * writes bench/report.json and bench/REPORT.md (format kept stable; see report.ts).
 */
import { execSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { bulkNotes, startDevServer } from './server';
import { newCdp, probeScript, scrollUntil, signInUi, snapshot } from './page';
import { measureStreaming } from './stream';
import { toMarkdown } from './report';
import { compareWithMisskey } from './compare';
import { applyThrottle, phone } from './profiles';
import type { BenchReport } from './report';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-precise-memory-info',
];
const port = 4100 + Math.floor(Math.random() * 500);
const STREAM_SECONDS = 10;
/** Then this long at the top, for heap growth (spec 3 §9: the list is trimmed to 30 there). */
const LONG_STREAM_SECONDS = 60;

async function main() {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const loadAverage1m = loadavg()[0] ?? 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  const server = await startDevServer({ port });
  const stop: (() => void)[] = [() => server.stop()];
  try {
    await bulkNotes(server.url, 10_500);
    // Sign in once and keep the stored account (local storage) for the cold runs.
    const setup = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await signInUi(await setup.newPage(), server.url);
    const state = await setup.storageState({ indexedDB: true });
    await setup.close();

    // Cold load: fresh context (empty HTTP cache), signed in; count the JS fetched before the first note
    // showed, by the page's own resource timing (as the side-by-side part does), not by when Playwright
    // noticed the note: scripts that load just after it (the widgets) are not part of the first load.
    const cold = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: state });
    await cold.addInitScript(probeScript);
    const page = await cold.newPage();
    const js = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script' || js.has(res.url())) return;
      js.set(
        res.url(),
        res
          .body()
          .then((b) => gzipSync(b, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    await page.goto(`${server.url}/`);
    await page.locator('[role="feed"] article.kite-note').first().waitFor();
    const { coldToFirstNoteMs, before } = await page.evaluate(() => {
      const at = (window as unknown as { __bench: { firstNote: number } }).__bench.firstNote;
      const done = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.responseEnd <= at);
      return { coldToFirstNoteMs: at, before: done.map((r) => r.name) };
    });
    const jsSizes = (await Promise.all(before.map((url) => js.get(url)))).filter((n) => n !== undefined);
    const cdp = await newCdp(cold, page);
    await page.waitForTimeout(500);
    const at15 = await snapshot(page, cdp);
    await scrollUntil(page, 30);
    await page.waitForTimeout(300);
    const at30 = await snapshot(page, cdp);
    const secs = await scrollUntil(page, 1000);
    await page.waitForTimeout(300);
    const at1000 = await snapshot(page, cdp);
    await scrollUntil(page, 10_000);
    await page.waitForTimeout(300);
    const at10000 = await snapshot(page, cdp);
    await cold.close();

    // The same cold load on the phone profile (4× CPU, 150 ms RTT, 1.6 Mbps).
    const phoneCtx = await browser.newContext({ ...phone.context, storageState: state });
    await phoneCtx.addInitScript(probeScript);
    const phonePage = await phoneCtx.newPage();
    await applyThrottle(await phoneCtx.newCDPSession(phonePage), phone);
    await phonePage.goto(`${server.url}/`, { timeout: 120_000 });
    await phonePage.locator('[role="feed"] article.kite-note').first().waitFor({ timeout: 120_000 });
    const phoneColdMs = await phonePage.evaluate(() => (window as unknown as { __bench: { firstNote: number } }).__bench.firstNote);
    await phoneCtx.close();

    // Streaming: a second devserver posting 10 notes/s; read the local timeline at the top.
    const live = await startDevServer({ port: port + 1, tick: 100 });
    stop.push(() => live.stop());
    const streamed = await measureStreaming(browser, live.url, STREAM_SECONDS, LONG_STREAM_SECONDS);
    const phoneStreamed = await measureStreaming(browser, live.url, STREAM_SECONDS, 0, phone);
    const comparison = process.env.MISSKEY_URL ? await compareWithMisskey(browser, process.env.MISSKEY_URL, { port: port + 2 }) : undefined;

    const report: BenchReport = {
      version: 1,
      date: new Date().toISOString(),
      env: { node: process.version, chromium: browser.version(), cpus: cpus().length },
      firstLoadJsGzipBytes: jsSizes.reduce((a, b) => a + b, 0),
      firstLoadJsFiles: jsSizes.length,
      coldToFirstNoteMs,
      notesRenderedPerSecond: 1000 / secs,
      at15: strip(at15),
      at30: strip(at30),
      at1000: strip(at1000),
      at10000: strip(at10000),
      streaming: {
        notesPerSecond: 10,
        seconds: STREAM_SECONDS,
        notesShown: Math.max(0, streamed.shown),
        longTasksOver50ms: streamed.tasks.filter((x) => x.duration > 50).length,
        longestTaskMs: Math.max(0, ...streamed.tasks.map((x) => x.duration)),
      },
      longStreaming: {
        seconds: LONG_STREAM_SECONDS,
        notesShown: Math.max(0, streamed.longNotes),
        start: strip(streamed.longStart),
        mid: strip(streamed.longMid),
        end: strip(streamed.longEnd),
        longTasksOver50ms: streamed.longTasks.filter((x) => x.duration > 50).length,
        longestTaskMs: Math.max(0, ...streamed.longTasks.map((x) => x.duration)),
      },
      loadAverage1m,
      phone: {
        coldToFirstNoteMs: phoneColdMs,
        streaming: {
          notesPerSecond: 10,
          seconds: STREAM_SECONDS,
          notesShown: Math.max(0, phoneStreamed.shown),
          longTasksOver50ms: phoneStreamed.tasks.filter((x) => x.duration > 50).length,
          longestTaskMs: Math.max(0, ...phoneStreamed.tasks.map((x) => x.duration)),
        },
      },
      ...(comparison ? { comparison } : {}),
    };
    writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync('bench/REPORT.md', toMarkdown(report));
    console.log(toMarkdown(report));
  } finally {
    for (const s of stop) s();
    await browser.close();
  }
}

function strip(s: { domNodes: number; elements: number; heapUsedBytes: number; mountedCards: number }) {
  return { domNodes: s.domNodes, elements: s.elements, heapUsedBytes: s.heapUsedBytes, mountedCards: s.mountedCards };
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
