import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { openComposer } from './support/compose';

/** Achievements (issue 17): posting a first note earns one, shown on /my/achievements. */

test('a new account earns "First words" by posting its first note and sees it on /my/achievements', async ({ page, request }) => {
  const username = `ach${Date.now() % 1_000_000_000}`;
  const created = await request.post('/api/signup', { data: { username, password: 'password' } });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await signIn(page, username, '/my/achievements');
  const first = page.getByRole('list', { name: 'Achievements' }).locator('li[data-achievement="notes1"]');
  await expect(first).toContainText('First words');
  await expect(first).toContainText('Not earned yet');

  await page.goto('/');
  const dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('my very first note');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () =>
      ((await (await request.post('/api/users/achievements', { data: { userId: id } })).json()) as { name: string }[]).map((a) => a.name),
    )
    .toContain('notes1');

  await page.goto('/my/achievements');
  await expect(first).toContainText('Earned');
  await expect(first).not.toContainText('Not earned yet');
  await expect(page.getByText(/Earned 1 of 78/)).toBeVisible();
  await page.screenshot({ path: 'test-results/achievements.png' });
  // The claim also notified: the notification is there.
  await page.goto('/my/notifications');
  await expect(
    page
      .getByRole('main')
      .getByText(/Achievement/)
      .first(),
  ).toBeVisible();
});
