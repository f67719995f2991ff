/**
 * `npm run bench:compare`: only the side-by-side part of the bench, against MISSKEY_URL, printed
 * (bench/REPORT.md is written by the full `npm run bench`, so its figures come from one run).
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { compareWithMisskey } from './compare';
import { comparisonSection } from './report';

const server = process.env.MISSKEY_URL;
if (!server) throw new Error('set MISSKEY_URL to the Misskey server to compare with');
if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--enable-precise-memory-info',
  ],
});
try {
  const runs = Number(process.env.BENCH_RUNS ?? 0) || undefined;
  const c = await compareWithMisskey(browser, server, { port: 4700 + Math.floor(Math.random() * 200), desktopRuns: runs, phoneRuns: runs });
  console.log(comparisonSection(c).join('\n'));
} finally {
  await browser.close();
}
