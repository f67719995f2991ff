/**
 * Kite and a real server's own web client, side by side on the same Misskey (issue 18): cold loads
 * alternated (Kite, then Misskey's client, in fresh contexts with empty HTTP caches), as the same
 * returning signed-in user (each client has what it stored on an earlier visit), home timeline, on
 * the desktop and the phone profile. "First note" is when the newest note of the home timeline — a
 * marker note posted just before the runs — is on screen in either client, so both are timed by the
 * same rule.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startDevServer } from './server';
import { applyThrottle, desktop, median, phone } from './profiles';
import type { DeviceProfile } from './profiles';

export interface ClientFigures {
  /** Median milliseconds from navigation start to the marker note on screen. */
  firstNoteMs: number;
  runs: number[];
  /** Gzip -9 bytes of the JavaScript fetched before the first note (median run). */
  jsGzipBytes: number;
  heapUsedBytes: number;
  elements: number;
}

export interface Comparison {
  server: string;
  version: string;
  desktop: { kite: ClientFigures; misskey: ClientFigures };
  phone: { kite: ClientFigures; misskey: ClientFigures };
}

const USER = process.env.BENCH_USER ?? 'alice';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'password';
const CACHE = 'bench/.cache';
/** How long a first visit is given to store what a client keeps for the next one. */
const RETURNING_WAIT_MS = 5000;

async function api<T>(server: string, endpoint: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${server}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${endpoint}: HTTP ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** A token for the bench user: MISSKEY_TOKEN, a cached one that still works, or one sign-in (sign-in is rate-limited). */
async function userToken(server: string): Promise<string> {
  if (process.env.MISSKEY_TOKEN) return process.env.MISSKEY_TOKEN;
  const file = `${CACHE}/token-${new URL(server).host.replace(/[^\w.-]/g, '_')}-${USER}`;
  if (existsSync(file)) {
    const cached = readFileSync(file, 'utf8').trim();
    if (
      await api(server, 'i', { i: cached }).then(
        () => true,
        () => false,
      )
    )
      return cached;
  }
  const res = await api<{ finished?: boolean; i?: string }>(server, 'signin-flow', { username: USER, password: PASSWORD });
  if (!res.i) throw new Error(`signing in as ${USER} did not finish (2FA?) — set MISSKEY_TOKEN`);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, res.i);
  return res.i;
}

/**
 * Injected before any page script: the time the marker text is first on screen. `innerText`
 * (rendered text only) forces a layout, so it is asked only once the marker is in the document's
 * text at all: run on every DOM change, it made both clients lay out their page dozens of extra
 * times while they start.
 */
const markerProbe = (marker: string) => `
  window.__firstNote = null;
  new MutationObserver((_, obs) => {
    const body = document.body;
    if (body && body.textContent.includes(${JSON.stringify(marker)}) && body.innerText.includes(${JSON.stringify(marker)})) { window.__firstNote = performance.now(); obs.disconnect(); }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

async function coldRun(
  browser: Browser,
  url: string,
  state: BrowserContextOptions['storageState'],
  profile: DeviceProfile,
  marker: string,
) {
  const ctx = await browser.newContext({ ...profile.context, storageState: state });
  try {
    await ctx.addInitScript(markerProbe(marker));
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await applyThrottle(cdp, profile);
    // Each script's gzip size by address; which of them counts is decided by the page's own
    // resource timing (finished before the first note), not by when the poll below noticed it.
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
    await page.goto(url, { timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __firstNote: number | null }).__firstNote !== null, undefined, {
      timeout: 120_000,
      polling: 50,
    });
    const { firstNoteMs, before } = await page.evaluate(() => {
      const at = (window as unknown as { __firstNote: number }).__firstNote;
      const done = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.responseEnd <= at);
      return { firstNoteMs: at, before: done.map((r) => r.name) };
    });
    const jsGzipBytes = (await Promise.all(before.map((url) => js.get(url) ?? 0))).reduce((a, b) => a + b, 0);
    await page.waitForTimeout(2000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapUsedBytes = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { firstNoteMs, jsGzipBytes, heapUsedBytes, elements };
  } finally {
    await ctx.close();
  }
}

function summarise(runs: Awaited<ReturnType<typeof coldRun>>[]): ClientFigures {
  const times = runs.map((r) => r.firstNoteMs);
  const mid = median(times);
  const at = runs.reduce((best, r) => (Math.abs(r.firstNoteMs - mid) < Math.abs(best.firstNoteMs - mid) ? r : best));
  return {
    firstNoteMs: mid,
    runs: times,
    jsGzipBytes: at.jsGzipBytes,
    heapUsedBytes: median(runs.map((r) => r.heapUsedBytes)),
    elements: median(runs.map((r) => r.elements)),
  };
}

/** Kite's stored account for `kiteUrl`: signed in once through Kite's own sign-in form, then reused. */
async function kiteState(browser: Browser, kiteUrl: string, server: string): Promise<BrowserContextOptions['storageState']> {
  const file = `${CACHE}/kite-state-${new URL(server).host.replace(/[^\w.-]/g, '_')}-${USER}-${new URL(kiteUrl).port}.json`;
  const ctx = await browser.newContext(desktop.context);
  try {
    const page: Page = await ctx.newPage();
    await page.goto(`${kiteUrl}/`);
    const main = page.locator('main');
    await main.getByLabel('Username').fill(USER);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[role="feed"] article').first().waitFor({ timeout: 60_000 });
    // A returning user, like Misskey's state below: one visit while signed in after signing in (the
    // sign-in page's own start had no account, so it recorded no warm start). What Kite keeps between
    // visits (meta, emoji, the warm-start record of the start page) is written by the end of it.
    await page.waitForTimeout(1000);
    await page.reload();
    await page.locator('[role="feed"] article').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(RETURNING_WAIT_MS);
    const state = await ctx.storageState({ indexedDB: true });
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(file, JSON.stringify(state));
    return state;
  } finally {
    await ctx.close();
  }
}

/**
 * Misskey's own client keeps the signed-in account (its `i` plus the token) in local storage; one
 * visit then lets it store what it keeps between visits (meta, emoji, …), so both clients are
 * measured as a returning user with an empty HTTP cache.
 */
async function misskeyState(browser: Browser, server: string, token: string): Promise<BrowserContextOptions['storageState']> {
  const me = await api<Record<string, unknown>>(server, 'i', { i: token });
  const signedIn = {
    cookies: [],
    origins: [{ origin: new URL(server).origin, localStorage: [{ name: 'account', value: JSON.stringify({ ...me, token }) }] }],
  };
  const ctx = await browser.newContext({ ...desktop.context, storageState: signedIn });
  try {
    const page = await ctx.newPage();
    await page.goto(`${server}/`, { timeout: 120_000 });
    await page.waitForTimeout(RETURNING_WAIT_MS + 3000);
    return await ctx.storageState({ indexedDB: true });
  } finally {
    await ctx.close();
  }
}

export async function compareWithMisskey(
  browser: Browser,
  server: string,
  opts: { desktopRuns?: number; phoneRuns?: number; port: number },
): Promise<Comparison> {
  const token = await userToken(server);
  const meta = await api<{ version: string }>(server, 'meta', { detail: false });
  const kite = await startDevServer({ port: opts.port, env: { MISSKEY_URL: server } });
  try {
    const kiteSignedIn = await kiteState(browser, kite.url, server);
    const mkSignedIn = await misskeyState(browser, server, token);
    const result = { server, version: meta.version } as Comparison;
    for (const profile of [desktop, phone]) {
      // Single desktop loads on a shared 2-core machine vary by ±40 % (the server, the browser and
      // Kite's own server compete for the CPU): nine alternated runs give a median that holds.
      const runs = profile.name === 'desktop' ? (opts.desktopRuns ?? 9) : (opts.phoneRuns ?? 3);
      // A fresh marker per profile: the newest note of the home timeline, shown first by both clients.
      const marker = `Kite bench marker ${Date.now().toString(36)}`;
      await api(server, 'notes/create', { i: token, text: marker, visibility: 'home' });
      const k: Awaited<ReturnType<typeof coldRun>>[] = [];
      const m: Awaited<ReturnType<typeof coldRun>>[] = [];
      for (let i = 0; i < runs; i++) {
        k.push(await coldRun(browser, `${kite.url}/`, kiteSignedIn, profile, marker));
        m.push(await coldRun(browser, `${server}/`, mkSignedIn, profile, marker));
        console.log(
          `[bench] ${profile.name} run ${i + 1}/${runs}: Kite ${k[i]?.firstNoteMs.toFixed(0)} ms, Misskey ${m[i]?.firstNoteMs.toFixed(0)} ms`,
        );
      }
      result[profile.name] = { kite: summarise(k), misskey: summarise(m) };
    }
    return result;
  } finally {
    kite.stop();
  }
}
