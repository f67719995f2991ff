// Dev tool: screenshot a Kite page in headless Chromium and print console output and text.
// Usage: node tools/screenshot.mjs URL OUT.png [WIDTH] [HEIGHT]
import { chromium } from 'playwright-core';
const [, , url, out, width = '1400', height = '900'] = process.argv;
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const p = await b.newPage({ viewport: { width: +width, height: +height } });
const logs = [];
p.on('console', (m) => logs.push(`[${m.type()}] ${m.text()}`));
p.on('pageerror', (e) => logs.push(`[pageerror] ${e.message}`));
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await p.screenshot({ path: out });
console.log(logs.join('\n'));
console.log('TEXT:', (await p.innerText('body')).slice(0, 500));
await b.close();
