import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { latestNote, openComposer } from './support/compose';

/** Uploads from the composer (progress, compression, a watermark preset), the drive picker, upload from URL. */

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** A PNG drawn in the page: noise (compresses badly, so webp re-encoding is smaller) or one flat colour. */
async function png(page: Page, w: number, h: number, kind: 'noise' | 'black'): Promise<Buffer> {
  const b64 = await page.evaluate(
    ([w, h, kind]) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const ctx = c.getContext('2d')!;
      const img = ctx.createImageData(w, h);
      for (let i = 0; i < img.data.length; i++) img.data[i] = i % 4 === 3 ? 255 : kind === 'noise' ? (i * 2654435761) % 251 : 0;
      ctx.putImageData(img, 0, 0);
      return c.toDataURL('image/png').split(',')[1];
    },
    [w, h, kind] as const,
  );
  return Buffer.from(b64, 'base64');
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('two images upload with moving progress: one compressed, one with a watermark preset made in the editor', async ({
  page,
  request,
}) => {
  await signIn(page, 'alice', '/my/drive');
  await page.getByRole('button', { name: 'Watermark presets' }).click();
  const editor = page.getByRole('dialog', { name: 'Watermark presets' });
  await editor.getByRole('button', { name: 'New preset' }).click();
  await editor.getByLabel('Preset name').fill('Kite mark');
  await editor.getByLabel('Add layer').selectOption('checker');
  await editor.getByRole('button', { name: 'Add layer' }).click();
  // Spec 2 §9 defaults: a new non-text layer starts at opacity 0.5; checker scale is 1…10.
  await expect(editor.getByRole('slider', { name: 'Opacity' })).toHaveValue('0.5');
  await expect(editor.getByRole('slider', { name: 'Scale' })).toHaveAttribute('max', '10');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await page.goto('/');
  const photo = await png(page, 2400, 1600, 'noise');
  const flat = await png(page, 400, 300, 'black');
  const dialog = await openComposer(page);
  await dialog.getByTestId('compose-file-input').setInputFiles([
    { name: 'photo.png', mimeType: 'image/png', buffer: photo },
    { name: 'flat.png', mimeType: 'image/png', buffer: flat },
  ]);
  const photoItem = dialog.locator('.kite-upload-item', { hasText: 'photo.png' });
  await expect(photoItem.getByRole('status')).toContainText('Compressed to', { timeout: 20_000 });
  const flatItem = dialog.locator('.kite-upload-item', { hasText: 'flat.png' });
  await expect(flatItem).toHaveAttribute('data-state', 'idle');
  await flatItem.getByRole('button', { name: 'Options for flat.png' }).click();
  await page.getByRole('menuitem', { name: 'Compression' }).click();
  await page.getByRole('menuitemradio', { name: 'None' }).click();
  await expect(flatItem).toHaveAttribute('data-state', 'idle');
  await flatItem.getByRole('button', { name: 'Options for flat.png' }).click();
  await page.getByRole('menuitem', { name: 'Watermark' }).click();
  await page.getByRole('menuitemradio', { name: 'Kite mark' }).click();
  await expect(flatItem).toHaveAttribute('data-state', 'idle');

  // Slow the upload down so the progress bar can be seen moving (Chromium's network emulation).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    setInterval(
      () =>
        document
          .querySelectorAll<HTMLProgressElement>('.kite-upload-item[data-state="uploading"] progress')
          .forEach((p) => seen.push(p.value)),
      25,
    );
  });
  await dialog.getByLabel('Note text').fill('two pictures');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(seen.some((v) => v > 0.05 && v < 0.95)).toBe(true);

  const note = await latestNote(request, 'alice');
  expect(note.text).toBe('two pictures');
  const files = note.files as { name: string; size: number; type: string; url: string }[];
  const compressed = files.find((f) => f.name === 'photo.webp')!;
  expect(compressed.type).toBe('image/webp');
  expect(compressed.size).toBeLessThan(photo.length);
  const marked = files.find((f) => f.name === 'flat.png')!;
  expect(marked.type).toBe('image/png');
  // The source is all black; the checker layer left lighter pixels in the uploaded PNG.
  const lit = await page.evaluate(async (url) => {
    const bmp = await createImageBitmap(await (await fetch(url)).blob());
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const d = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 40) n++;
    return n / (d.length / 4);
  }, marked.url);
  expect(lit).toBeGreaterThan(0.1);
});

test('attach from the drive picker, preview and caption the attachment', async ({ page, request }) => {
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  await dialog.getByRole('button', { name: 'Attach file' }).click();
  await page.getByRole('menuitem', { name: 'From drive' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from drive' });
  const first = picker.locator('[data-file-id]').first();
  const fileId = await first.getAttribute('data-file-id');
  const fileName = (await first.getAttribute('aria-label'))!;
  await first.click();
  await expect(picker.getByRole('status')).toHaveText('1 selected');
  await picker.getByRole('button', { name: 'Choose' }).click();
  await expect(picker).toBeHidden();

  await dialog.getByRole('button', { name: `Options for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: fileName })).toBeVisible();
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: `Options for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Caption' }).click();
  const describe = page.getByRole('dialog', { name: 'Add a caption' });
  await describe.getByRole('textbox').fill('a kite over the sea');
  await describe.getByRole('button', { name: 'Save' }).click();
  await expect(describe).toBeHidden();

  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  const note = await latestNote(request, 'alice');
  expect(note.fileIds).toEqual([fileId]);
  expect(note.files[0].comment).toBe('a kite over the sea');
});

test('upload from URL: the file arrives with urlUploadFinished', async ({ page }) => {
  await signIn(page, 'alice', '/my/drive');
  await expect(page.getByRole('heading', { name: 'Drive' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload from URL' }).click();
  const ask = page.getByRole('dialog').filter({ has: page.getByRole('textbox') });
  await ask.getByRole('textbox').fill(`${ORIGIN}/__fixtures/fromurl.png`);
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-file-id]').filter({ hasText: 'fromurl.png' })).toBeVisible({ timeout: 15_000 });
});
