import { defineConfig } from '@playwright/test';

/** E2E tests run the built client (`npm run build` first) served by the devserver. */
// A port per run, so several runs on one machine do not collide; set here once and inherited by workers.
process.env.E2E_PORT ??= String(3200 + Math.floor(Math.random() * 700));
const port = Number(process.env.E2E_PORT);

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
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    viewport: { width: 1400, height: 900 },
    trace: 'off',
  },
  webServer: {
    command: `npx tsx devserver/main.ts --port ${port} --serve-client dist`,
    url: `http://127.0.0.1:${port}/api/meta`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
