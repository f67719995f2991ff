import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * E2E tests run the built client (`npm run build` first), each worker against a devserver of its own: specs reset
 * and seed the server's state, so two workers never share one. `E2E_WORKERS` sets how many (default 1: on two cores a
 * second worker did not make the suite faster; use it, not `--workers`, which would outnumber the servers).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
// Ports per run, so several runs on one machine do not collide; chosen once in the runner and inherited by workers.
// 3200–3599 holds none of the ports Chromium refuses (e.g. 3659).
process.env.E2E_BASE_PORT ??= String(3200 + 2 * Math.floor(Math.random() * 190));
const basePort = Number(process.env.E2E_BASE_PORT);
// Serve each worker a private copy of the build, so a rebuild of dist/ during the run cannot break it and a spec
// that rewrites kite.config.json changes only its own worker's server. With its source maps: they say which chunk a
// module grouped into a named chunk was built into (builtScript).
if (!process.env.E2E_CLIENT_DIRS) {
  const source = process.env.E2E_CLIENT_DIR ?? 'dist';
  if (!existsSync(path.join(source, 'index.html'))) throw new Error('e2e needs a build: run `npm run build` first');
  const dirs = Array.from({ length: workers }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kite-e2e-'));
    cpSync(source, dir, { recursive: true });
    return dir;
  });
  process.env.E2E_CLIENT_DIRS = dirs.join(path.delimiter);
}
const clientDirs = (process.env.E2E_CLIENT_DIRS ?? '').split(path.delimiter);
// In a worker (Playwright sets TEST_PARALLEL_INDEX before it loads this file): its own server and build copy, named
// by the variables the specs read.
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = basePort + workerIndex;
process.env.E2E_PORT = String(port);
process.env.E2E_CLIENT_DIR = clientDirs[workerIndex];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1400, height: 900 },
    // Every seeded account is older than 3 days, so the donation notice (spec 1 §9) would cover the bottom of the
    // page in every test: the browser starts with it closed just now. tests/e2e/donation.spec.ts starts without.
    // (passkey.spec opens the app on localhost, as a WebAuthn relying party needs a domain.)
    storageState: {
      cookies: [],
      origins: ['127.0.0.1', 'localhost'].map((host) => ({
        origin: `http://${host}:${port}`,
        localStorage: [{ name: 'kite:donationShownAt', value: String(Date.now()) }],
      })),
    },
    trace: 'off',
  },
  webServer: clientDirs.map((dir, i) => ({
    command: `npx tsx devserver/main.ts --port ${basePort + i} --serve-client ${dir}`,
    url: `http://127.0.0.1:${basePort + i}/api/meta`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
