import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Signs in as `username` and opens `path`. The sign-in form has its own tests (first-hour-auth,
 * accounts); here the account is stored the way the form stores it — the server's own
 * `signin-flow` and `i` answers, in Kite's start-up store — which saves the two page loads of
 * the form (the visitor landing and the reload after it) in every test that starts signed in.
 * An account the form would take further (a second factor) goes through the form.
 */
export async function signIn(page: Page, username: string, path = '/', password = 'password') {
  const flow = await page.request.post('/api/signin-flow', { data: { username, password } });
  const answer = (await flow.json().catch(() => null)) as { finished?: boolean; i?: string } | null;
  if (!flow.ok() || !answer?.finished || !answer.i) return signInThroughForm(page, username, path, password);
  const me = (await (await page.request.post('/api/i', { data: { i: answer.i } })).json()) as { id: string; username: string };
  // A small page of the app's origin, to write its storage before the app starts.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ token, user }) => {
      const account = {
        id: user.id,
        origin: location.origin,
        host: location.host,
        username: user.username,
        user,
        token,
        addedAt: Date.now(),
      };
      localStorage.setItem('kite:accounts', JSON.stringify([account]));
      localStorage.setItem('kite:current', JSON.stringify(user.id));
      localStorage.setItem('kite:carried-from-indexeddb', 'true');
    },
    { token: answer.i, user: me },
  );
  await page.goto(path);
  if (path === '/') await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
}

/** Signs in through the visitor landing's form, as a person would. */
export async function signInThroughForm(page: Page, username: string, path = '/', password = 'password') {
  await page.goto('/');
  const form = page.locator('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  // Signing in reloads the page; the layout may turn to the signed-in one a moment before that load.
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await reloaded;
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  if (path !== '/') await page.goto(path);
}

/** Opens the lookup prompt from the navbar's More popup and submits `q`. */
export async function lookup(page: Page, q: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Lookup' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(q);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}
