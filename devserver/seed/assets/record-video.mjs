// Records seed/assets/kite.webm (a 2 s VP8 clip of a kite drawn on a canvas) with Chromium's MediaRecorder.
// Run once from the repo root: node devserver/seed/assets/record-video.mjs  (needs Playwright and a Chromium at /usr/bin/chromium).
import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setContent('<canvas id=c width=160 height=120></canvas>');
const b64 = await page.evaluate(async () => {
  const c = document.getElementById('c');
  const ctx = c.getContext('2d');
  const stream = c.captureStream(15);
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 100000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  let f = 0;
  const draw = () => {
    ctx.fillStyle = '#87ceeb';
    ctx.fillRect(0, 0, 160, 120);
    ctx.fillStyle = '#ff7f50';
    const x = 80 + Math.sin(f / 5) * 40,
      y = 50 + Math.cos(f / 7) * 20;
    ctx.beginPath();
    ctx.moveTo(x, y - 18);
    ctx.lineTo(x + 12, y);
    ctx.lineTo(x, y + 18);
    ctx.lineTo(x - 12, y);
    ctx.fill();
    ctx.strokeStyle = '#333';
    ctx.beginPath();
    ctx.moveTo(x, y + 18);
    ctx.lineTo(80, 120);
    ctx.stroke();
    f++;
  };
  const iv = setInterval(draw, 66);
  draw();
  rec.start();
  await new Promise((r) => setTimeout(r, 2000));
  rec.stop();
  clearInterval(iv);
  await new Promise((r) => (rec.onstop = r));
  const buf = await new Blob(chunks).arrayBuffer();
  let s = '';
  const u = new Uint8Array(buf);
  for (const b of u) s += String.fromCharCode(b);
  return btoa(s);
});
writeFileSync(new URL('./kite.webm', import.meta.url), Buffer.from(b64, 'base64'));
await browser.close();
console.log('ok', Buffer.from(b64, 'base64').length);
