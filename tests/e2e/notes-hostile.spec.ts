import { expect, test } from '@playwright/test';

/**
 * The hostile corpus of /debug/notes: scripts must never run (sentinel `window.__pwned`,
 * no dialogs), the DOM carries no script, handler or javascript: link, nothing paints outside
 * its card, and the page stays responsive.
 */
test('hostile notes: no script runs, nothing escapes its card, page stays responsive', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/debug/notes?set=hostile');
  const cards = page.locator('[data-hostile-note] > article.kite-note');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(50);
  // Let lazy pieces (KaTeX, highlighter, blurhash) load and animations run a little.
  await page.waitForTimeout(1500);

  // Hover and click through a few things a person would touch.
  await page.locator('[data-hostile-note] .kite-mfm-link, [data-hostile-note] .kite-mfm-invalid-url').first().hover();
  await page
    .getByRole('button', { name: /Show content/ })
    .first()
    .click();

  const report = await page.evaluate(() => {
    const root = document.querySelector('[data-hostile]')!;
    const bad: string[] = [];
    if ((window as { __pwned?: unknown }).__pwned) bad.push('sentinel set');
    root.querySelectorAll('script, iframe, object, embed, style').forEach((el) => bad.push(`element <${el.tagName.toLowerCase()}>`));
    root.querySelectorAll('*').forEach((el) => {
      for (const a of Array.from(el.attributes)) {
        if (/^on/i.test(a.name)) bad.push(`handler ${a.name}`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(a.name) && /^\s*(javascript|data|vbscript):/i.test(a.value))
          bad.push(`${a.name}=${a.value.slice(0, 40)}`);
      }
      const pos = getComputedStyle(el).position;
      if (pos === 'fixed' || pos === 'sticky') bad.push(`position ${pos}`);
    });
    // Every card clips and contains its paint.
    root.querySelectorAll('[data-hostile-note] > article').forEach((card) => {
      const cs = getComputedStyle(card);
      if (cs.overflow !== 'clip' || !cs.contain.includes('paint')) bad.push(`card does not clip: ${cs.overflow} ${cs.contain}`);
    });
    return bad;
  });
  expect(report).toEqual([]);
  expect(dialogs).toEqual([]);

  // Hit-testing: any point that lands on a note's content lies within that note's card.
  const escapes = await page.evaluate(() => {
    const out: string[] = [];
    const w = document.documentElement.clientWidth;
    const total = document.documentElement.scrollHeight;
    for (let y = 0; y < total; y += 180) {
      window.scrollTo(0, y);
      for (let vy = 5; vy < window.innerHeight; vy += 45) {
        for (let x = 5; x < w; x += 45) {
          const el = document.elementFromPoint(x, vy);
          const card = el?.closest('[data-hostile-note] > article');
          if (!card) continue;
          const r = card.getBoundingClientRect();
          if (x < r.left - 1 || x > r.right + 1 || vy < r.top - 1 || vy > r.bottom + 1) out.push(`${x},${y + vy}`);
        }
      }
    }
    return out.slice(0, 10);
  });
  expect(escapes).toEqual([]);

  // Still responsive: the main thread answers quickly and the navbar works.
  const t0 = Date.now();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  expect(Date.now() - t0).toBeLessThan(2000);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});
