import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Ads and tips a person hides for good (issue 17), and the donation notice. */

/** The devserver's one ad plus a second one, so muting one leaves another to show. */
async function twoAds(page: Page) {
  await page.route('**/api/meta', async (route) => {
    const res = await route.fetch();
    const meta = (await res.json()) as { ads: { id: string }[] };
    const [first] = meta.ads;
    if (first) meta.ads.push({ ...first, id: 'second-ad' });
    await route.fulfill({ response: res, json: meta });
  });
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

/** Where Misskey's web client keeps an account's muted ads (its `base` store in the registry). */
const MUTED = { scope: ['client', 'base'], key: 'mutedAds' };

test('hide a tip and an ad for good: still hidden after reloads and on another device', async ({ page, browser }) => {
  const i = await tokenOf(page.request, 'dave');
  // Whatever an earlier test left: nothing muted.
  await page.request.post('/api/i/registry/remove', { data: { i, ...MUTED } });
  await twoAds(page);
  await signIn(page, 'dave', '/debug/pieces');

  const tips = page.getByRole('complementary', { name: 'Tip' });
  await expect(tips.filter({ hasText: 'first tip' })).toBeVisible();
  await tips.filter({ hasText: 'first tip' }).getByRole('button', { name: 'Got it' }).click();
  await expect(tips.filter({ hasText: 'first tip' })).toHaveCount(0);

  const ad = page.getByRole('complementary', { name: 'Ad' });
  await expect(ad.getByRole('img', { name: 'Ad' })).toBeVisible();
  const muted = (await ad.getAttribute('data-ad-id')) ?? '';
  await ad.getByRole('button', { name: 'Show this ad less often' }).click();
  await expect(ad).not.toHaveAttribute('data-ad-id', muted);
  const other = (await ad.getAttribute('data-ad-id')) ?? '';
  // Stored for the account, where Misskey's own client reads it too.
  await expect.poll(async () => (await page.request.post('/api/i/registry/get', { data: { i, ...MUTED } })).json()).toEqual([muted]);

  // Each load draws again: the muted ad never comes back while another is left.
  for (let n = 0; n < 3; n++) {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page pieces' })).toBeVisible();
    await expect(ad).toHaveAttribute('data-ad-id', other);
    await expect(tips.filter({ hasText: 'second tip' })).toBeVisible();
    await expect(tips.filter({ hasText: 'first tip' })).toHaveCount(0);
  }

  // Another device (nothing stored in this browser): the ad is still muted, read from the account.
  const device = await browser.newContext();
  const other2 = await device.newPage();
  await twoAds(other2);
  await signIn(other2, 'dave', '/debug/pieces');
  for (let n = 0; n < 3; n++) {
    if (n) await other2.reload();
    await expect(other2.getByRole('complementary', { name: 'Ad' })).toHaveAttribute('data-ad-id', other);
  }
  await device.close();
  await page.request.post('/api/i/registry/remove', { data: { i, ...MUTED } });
});

test('/ads (the about menu\'s "Ads") lists every ad of the server, even to a person who may hide ads', async ({ page }) => {
  await twoAds(page);
  // carol has the canHideAds policy: no ad anywhere else.
  await signIn(page, 'carol', '/debug/pieces');
  await expect(page.getByRole('heading', { name: 'Page pieces' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Ad' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'About', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Ads', exact: true }).click();
  await expect(page).toHaveURL(/\/ads$/);
  await expect(page.getByRole('heading', { name: 'Ads' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Ad' })).toHaveCount(2);
  await expect(page.locator('[data-ad-id="second-ad"]')).toBeVisible();
});
