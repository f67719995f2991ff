import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { latestNote, openComposer } from './support/compose';

/** The composer against the devserver: posting, CW, polls, errors that keep the text, drafts. */

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('posts text, with a CW, and a poll; the dialog closes after each', async ({ page, request }) => {
  await signIn(page, 'alice');
  let dialog = await openComposer(page);
  const post = dialog.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await dialog.getByLabel('Note text').fill('Hello from Kite');
  await post.click();
  await expect(dialog).toBeHidden();
  expect((await latestNote(request, 'alice')).text).toBe('Hello from Kite');
  // Nothing in the composer holds the timeline back: the posted note shows on it.
  await expect(page.getByRole('feed', { name: 'Home timeline' }).getByText('Hello from Kite')).toBeVisible({ timeout: 15_000 });

  dialog = await openComposer(page);
  await dialog.getByRole('button', { name: 'Hide content' }).click();
  await dialog.getByLabel('Note text').fill('the twist');
  await expect(dialog.getByRole('alert')).toHaveText('Content warning is required');
  await expect(dialog.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await dialog.getByLabel('Content warning').fill('spoilers');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await latestNote(request, 'alice')).toMatchObject({ cw: 'spoilers', text: 'the twist' });

  dialog = await openComposer(page);
  await dialog.getByRole('button', { name: 'Add poll' }).click();
  await dialog.getByLabel('Choice 1', { exact: true }).fill('Tea');
  await expect(dialog.getByText('A poll needs at least 2 choices')).toBeVisible();
  await dialog.getByLabel('Choice 2', { exact: true }).fill('Coffee');
  await dialog.getByRole('button', { name: 'Add choice' }).click();
  await dialog.getByLabel('Choice 3', { exact: true }).fill('Water');
  await dialog.getByLabel('Poll expiration').selectOption('after');
  await dialog.getByLabel('Duration', { exact: true }).fill('2');
  await dialog.getByLabel('Unit', { exact: true }).selectOption('hour');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  const withPoll = await latestNote(request, 'alice');
  expect(withPoll.poll.choices.map((c: { text: string }) => c.text)).toEqual(['Tea', 'Coffee', 'Water']);
  expect(new Date(withPoll.poll.expiresAt).getTime() - Date.now()).toBeGreaterThan(7_000_000);
});

test('a forced rate-limit error keeps the text, files and poll', async ({ page, request }) => {
  await signIn(page, 'alice');
  await request.post('/__dev/faults', { data: { endpoint: 'notes/create', fault: 'RATE_LIMIT_EXCEEDED', times: 1 } });
  const dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('try me');
  await dialog.getByRole('button', { name: 'Add poll' }).click();
  await dialog.getByLabel('Choice 1', { exact: true }).fill('a');
  await dialog.getByLabel('Choice 2', { exact: true }).fill('b');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const err = page.getByRole('dialog').filter({ hasText: 'Posting is temporarily restricted' });
  await expect(err).toBeVisible();
  await err.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog.getByLabel('Note text')).toHaveValue('try me');
  await expect(dialog.getByLabel('Choice 2', { exact: true })).toHaveValue('b');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await latestNote(request, 'alice')).text).toBe('try me');
});

test('a local draft survives a reload', async ({ page }) => {
  await signIn(page, 'alice');
  let dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('unfinished thought');
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Note text')).toHaveValue('unfinished thought');
});

test('typing while the stored draft is still loading is neither overwritten by it nor lost on a reload', async ({ page }) => {
  // From the second load on, the compose store's reads answer 1.5 s late (a slow disk).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('slow-compose-store')) return;
    const d = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess')!;
    Object.defineProperty(IDBRequest.prototype, 'onsuccess', {
      get() {
        return d.get!.call(this);
      },
      set(fn: ((e: Event) => void) | null) {
        const src: unknown = this.source;
        const slow = src instanceof IDBObjectStore && src.transaction.db.name === 'kite-compose' && fn;
        d.set!.call(this, slow ? (e: Event) => setTimeout(() => fn.call(this, e), 1500) : fn);
      },
    });
  });
  await signIn(page, 'alice');
  let dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('an older draft');
  await page.waitForTimeout(800);
  await page.evaluate(() => sessionStorage.setItem('slow-compose-store', '1'));
  await page.reload();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('typed at once');
  await page.waitForTimeout(2500);
  await expect(dialog.getByLabel('Note text')).toHaveValue('typed at once');
  await page.evaluate(() => sessionStorage.removeItem('slow-compose-store'));
  await page.reload();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Note text')).toHaveValue('typed at once');
});

test('closing the dialog with a file not yet uploaded asks first', async ({ page }) => {
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  await dialog
    .getByTestId('compose-file-input')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(dialog.locator('.kite-upload-item')).toHaveAttribute('data-state', 'idle');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Files are still uploading' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});
