import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { controlled } from './support/push';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The system share sheet and the install offer (issue 36). The share sheet's POST is made by a form in the page
 * (what Chromium sends for a share target); the browser's install offer is dispatched as Chromium dispatches it.
 */
test.use({ serviceWorkers: 'allow' });

test('a share with a file opens the composer with the shared text, URL and the file in the drive', async ({ page }) => {
  await signIn(page, 'alice', '/');
  await controlled(page);
  // The page has copied alice for the worker (after its first content).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const req = indexedDB.open('kite-worker', 1);
            req.onupgradeneeded = () => req.result.createObjectStore('accounts', { keyPath: 'id' });
            req.onsuccess = () => {
              const count = req.result.transaction('accounts').objectStore('accounts').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(1);
  const name = `shared-${Date.now()}.txt`;
  await page.evaluate((fileName) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share';
    form.enctype = 'multipart/form-data';
    for (const [k, v] of [
      ['title', ''],
      ['text', 'Shared from the system sheet'],
      ['url', 'https://kites.example/page'],
    ]) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = k;
      input.value = v;
      form.append(input);
    }
    const files = document.createElement('input');
    files.type = 'file';
    files.name = 'files';
    const dt = new DataTransfer();
    dt.items.add(new File(['a kite in the sky'], fileName, { type: 'text/plain' }));
    files.files = dt.files;
    form.append(files);
    document.body.append(form);
    form.submit();
  }, name);
  await expect(page).toHaveURL(/\/share\?text=.*&fileIds=\w+$/);
  const form = page.getByRole('main', { name: 'Share' });
  await expect(form.getByRole('textbox').first()).toHaveValue('Shared from the system sheet\nhttps://kites.example/page');
  await expect(form.locator('.kite-post-files').getByText(name)).toBeVisible();
  // A reload asks for the page again, not the share: the file was uploaded once.
  await page.reload();
  await expect(form.locator('.kite-post-files').getByText(name)).toBeVisible();
  const drive = (await (await page.request.post('/api/drive/files', { data: { i: await alice(page), limit: 10 } })).json()) as {
    name: string;
  }[];
  expect(drive.filter((f) => f.name === name)).toHaveLength(1);
});

async function alice(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('kite:accounts') ?? '[]') as { token: string }[])[0].token);
}

test('the install offer: Install opens the browser’s dialog; “Don’t ask again” holds across visits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'alice', '/');
  await controlled(page);
  const offer = () =>
    page.evaluate(() => {
      const ev = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          Object.assign(globalThis, { __prompted: true });
          return {};
        },
      });
      window.dispatchEvent(ev);
      // Kite holds back the browser's own offer when it shows its panel.
      return ev.defaultPrevented;
    });
  const panel = page.getByRole('complementary', { name: 'Install Kite' });
  expect(await offer()).toBe(true);
  await expect(panel).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'install offer');
  await panel.getByRole('button', { name: 'Install' }).click();
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => (globalThis as unknown as { __prompted?: boolean }).__prompted)).toBe(true);

  await offer();
  await panel.getByRole('button', { name: 'Don’t ask again' }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await controlled(page);
  // Kite's listener answers at once: it leaves the offer to the browser and shows nothing.
  expect(await offer()).toBe(false);
  await expect(panel).toBeHidden();
});
