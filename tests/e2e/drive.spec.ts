import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** The drive against the devserver: uploads with compression, the size limit, rename and caption. */

/** A noisy PNG of w × h drawn in the page (PNG compresses noise badly, so webp re-encoding is smaller). */
async function noisyPng(page: Page, w: number, h: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    ([w, h]) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const ctx = c.getContext('2d')!;
      const img = ctx.createImageData(w, h);
      for (let i = 0; i < img.data.length; i++) img.data[i] = i % 4 === 3 ? 255 : (i * 2654435761) % 251;
      ctx.putImageData(img, 0, 0);
      return c.toDataURL('image/png').split(',')[1];
    },
    [w, h] as const,
  );
  return Buffer.from(b64, 'base64');
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('uploads images with compression, refuses an oversized file, renames and captions a file', async ({ page }) => {
  await signIn(page, 'alice', '/my/drive');
  await expect(page.getByRole('heading', { name: 'Drive' })).toBeVisible();
  const png = await noisyPng(page, 2400, 1600);
  await page.getByTestId('drive-file-input').setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: png }]);
  const tile = page.locator('[data-file-id]').filter({ hasText: 'big.webp' });
  await expect(tile).toBeVisible({ timeout: 20_000 });
  const id = await tile.getAttribute('data-file-id');

  // Compressed: a 2400 px noisy PNG became a smaller webp of at most 1500 px (level 2, the default).
  const meta = (await tile.locator('.meta').textContent()) ?? '';
  const [, num, unit] = /([\d.]+) (B|KB|MB)/.exec(meta) ?? [];
  const bytes = Number(num) * (unit === 'MB' ? 1048576 : unit === 'KB' ? 1024 : 1);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThan(png.length);

  // Oversized: above the 10 MB policy limit, refused with the size message before sending.
  await page
    .getByTestId('drive-file-input')
    .setInputFiles([{ name: 'huge.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(11 * 1024 * 1024, 1) }]);
  const err = page.getByRole('dialog').filter({ hasText: 'exceeds the file size limit' });
  await expect(err).toBeVisible({ timeout: 15_000 });
  await expect(err).toContainText('Failed to upload');
  await err.getByRole('button').first().click();

  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/my/drive/file/${id}$`));
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog').filter({ has: page.getByRole('textbox') });
  await rename.getByRole('textbox').fill('holiday.webp');
  await rename.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'holiday.webp' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a caption' }).click();
  const cap = page.getByRole('dialog').filter({ has: page.getByRole('textbox') });
  await cap.getByRole('textbox').fill('A beach at dusk');
  await cap.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('drive-file-caption')).toHaveText('A beach at dusk');
});
