import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createDevServer } from '../../devserver/server';
import type { DevServer } from '../../devserver/server';
import { signIn } from './shellSupport';

/** Accounts, sign-in, MiAuth to another server, sign-out, token checks, the error dialog. */

const HOST = `127.0.0.1:${process.env.E2E_PORT}`;

async function signInWithPassword(page: Page, username: string) {
  const form = page.getByRole('form', { name: 'Sign in' }).first();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('password');
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function accountsRow(page: Page, acct: string) {
  return page.locator(`li[data-account="${acct}"]`);
}

/** Confirms the shell's confirmation dialog (waiting for it: it opens a moment after the click). */
async function confirmDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.getByRole('button', { name: /^(OK|Yes)$/ }).click();
  await expect(dialog).toBeHidden();
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('kite:accounts') ?? '[]') as { token: string }[])[0].token);
}

test.beforeEach(async ({ request, page }) => {
  await request.post('/__dev/reset');
  page.on('dialog', (d) => void d.accept());
});

test('sign in as alice with the password, reload and stay signed in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  await signInWithPassword(page, 'alice');
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeHidden();
  await page.goto('/settings/accounts');
  await expect(await accountsRow(page, `alice@${HOST}`)).toContainText('(current)');
  await page.reload();
  await expect(await accountsRow(page, `alice@${HOST}`)).toContainText('(current)');
  // Realtime mode off (the default): nothing opens the stream on this page.
  await expect(page.locator('[data-stream-state]')).toHaveCount(0);
  // Realtime mode on (the navbar toggle reloads): the main channel connects, its state is shown.
  await page.getByRole('button', { name: 'Realtime mode' }).click();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Realtime mode' })).toHaveAttribute('aria-pressed', 'true');
});

test('add carol as a second account and switch back and forth', async ({ page }) => {
  await page.goto('/');
  await signInWithPassword(page, 'alice');
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeHidden();
  await page.goto('/settings/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await signInWithPassword(dialog as unknown as Page, 'carol');
  await expect(await accountsRow(page, `carol@${HOST}`)).toBeVisible();
  await expect(await accountsRow(page, `alice@${HOST}`)).toContainText('(current)');

  await page.getByRole('button', { name: `Switch to @carol@${HOST}` }).click();
  await page.waitForURL('**/');
  await page.goto('/settings/accounts');
  await expect(await accountsRow(page, `carol@${HOST}`)).toContainText('(current)');
  await page.getByRole('button', { name: `Switch to @alice@${HOST}` }).click();
  await page.waitForURL('**/');
  await page.goto('/settings/accounts');
  await expect(await accountsRow(page, `alice@${HOST}`)).toContainText('(current)');
});

test.describe('another server', () => {
  let other: DevServer;
  test.beforeAll(async () => {
    other = await createDevServer({ port: 3101, quiet: true });
  });
  test.afterAll(async () => {
    await other?.close();
  });

  test('sign in through MiAuth on another origin; the account keeps its own server', async ({ page }) => {
    await page.goto('/');
    await page.getByText('Sign in to another server').click();
    await page.getByLabel('Server address').fill('http://127.0.0.1:3101');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('http://127.0.0.1:3101/miauth/**');
    await expect(page.getByRole('heading', { name: /Authorize Kite/ })).toBeVisible();
    await page.getByLabel('Username').fill('bob');
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((u) => u.host === HOST && u.pathname === '/');
    await page.goto('/settings/accounts');
    await expect(await accountsRow(page, 'bob@127.0.0.1:3101')).toContainText('(current)');
    // Api calls go to bob's server: its meta is the other devserver's.
    const origin = await page.evaluate(async () => (await fetch('http://127.0.0.1:3101/api/i', { method: 'POST', body: '{}' })).status);
    expect(origin).toBe(401);
  });
});

test('an account an older build kept in IndexedDB stays signed in, and moves to local storage', async ({ page }) => {
  // signIn waits for the reload signing in makes: the storage below must not be written while it runs.
  await signIn(page, 'alice');
  // Put the stored accounts where builds before this one kept them: IndexedDB `kite`, object store `kv`.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('kite');
        open.onupgradeneeded = () => void open.result.createObjectStore('kv');
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(JSON.parse(localStorage.getItem('kite:accounts')!), 'accounts');
          tx.objectStore('kv').put(JSON.parse(localStorage.getItem('kite:current')!), 'current');
          tx.oncomplete = () => {
            for (const key of ['kite:accounts', 'kite:current', 'kite:carried-from-indexeddb']) localStorage.removeItem(key);
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.goto('/settings/accounts');
  await expect(await accountsRow(page, `alice@${HOST}`)).toContainText('(current)');
  expect(await storedToken(page)).toBeTruthy();
});

test('sign out', async ({ page }) => {
  await page.goto('/');
  await signInWithPassword(page, 'alice');
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeHidden();
  await page.goto('/settings/accounts');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await confirmDialog(page, `Sign out of @alice@${HOST}?`);
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
});

test('a revoked token shows the revoked-token error and cleans up', async ({ page, request }) => {
  await page.goto('/');
  await signInWithPassword(page, 'alice');
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeHidden();
  const token = await storedToken(page);
  expect((await (await request.post('/__dev/revoke', { data: { token } })).json()).ok).toBe(true);
  await page.reload();
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Invalid token detected' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: /Got it|OK/ }).click();
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
});

test('an INTERNAL_ERROR shows its dialog and copies the error info', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await request.post('/__dev/faults', { data: { endpoint: 'signin-flow', fault: 'INTERNAL_ERROR', times: 1 } });
  await page.goto('/');
  await signInWithPassword(page, 'alice');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Internal Server Error' });
  await expect(dialog).toContainText('The server has run into an unexpected error.');
  await dialog.getByRole('button', { name: 'Copy error details' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^Endpoint: signin-flow\nInfo: .+\nDate: \d{4}-\d\d-\d\dT[\d:.]+Z$/);
  // The fault was for one call only: signing in again works.
  await expect(dialog).toBeHidden();
  await signInWithPassword(page, 'alice');
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeHidden();
});
