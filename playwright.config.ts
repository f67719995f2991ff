import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** E2E tests run the built client (`npm run build` first) served by the devserver. */
// A port per run, so several runs on one machine do not collide; set here once and inherited by workers.
// 3200–3599 holds none of the ports Chromium refuses (e.g. 3659).
process.env.E2E_PORT ??= String(3200 + Math.floor(Math.random() * 400));
const port = Number(process.env.E2E_PORT);
// Serve a private copy of the build, so a rebuild of dist/ during the run cannot break it. With its
// source maps: they say which chunk a module grouped into a named chunk was built into (builtScript).
if (!process.env.E2E_CLIENT_DIR) {
  if (!existsSync('dist/index.html')) throw new Error('e2e needs a build: run `npm run build` first');
  const dir = mkdtempSync(path.join(tmpdir(), 'kite-e2e-'));
  cpSync('dist', dir, { recursive: true });
  process.env.E2E_CLIENT_DIR = dir;
}
const clientDir = process.env.E2E_CLIENT_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: `npx tsx devserver/main.ts --port ${port} --serve-client ${clientDir}`,
    url: `http://127.0.0.1:${port}/api/meta`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
