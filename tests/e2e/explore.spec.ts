import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** /explore, /tags/:tag, /user-tags/:tag and /instance-info/:host (issue 13). */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a hashtag in a note opens its page with the notes that carry it; from there, the people with it in their profile', async ({
  page,
}) => {
  const tag = `discover${Date.now()}`;
  const text = `spotted a red kite today #${tag}`;
  const res = await page.request.post('/__dev/post', { data: { username: 'carol', text } });
  const note = ((await res.json()) as { createdNote: { id: string } }).createdNote;
  await signIn(page, 'alice', `/notes/${note.id}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: `#${tag}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
  await expect(page.getByRole('heading', { name: `#${tag}` })).toBeVisible();
  const feed = page.getByRole('feed', { name: `Notes with #${tag}` });
  await expect(feed).toContainText(text);
  await expect(feed.locator('[data-row-index]')).toHaveCount(1);

  // A tag only in notes is in nobody's profile.
  await page.getByRole('link', { name: `People with #${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user-tags/${tag}$`));
  await expect(page.getByText(`Nobody has #${tag} in their profile.`)).toBeVisible();
});

test('explore from the navbar: featured notes, users of this server and of other servers, the tab kept in the address', async ({
  page,
}) => {
  await signIn(page, 'alice');
  await nav(page).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
  const featured = page.getByRole('feed', { name: 'Featured notes' });
  await expect(featured.locator('[data-row-index]').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/explore#users$/);
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('link', { name: /Carol/ })).toBeVisible();
  await expect(users).not.toContainText('@frank@remote.example');
  await page.getByRole('radio', { name: 'Other servers' }).click();
  await expect(page.getByRole('radio', { name: 'Other servers' })).toHaveAttribute('aria-checked', 'true');
  await expect(users).toContainText('@frank@remote.example');
  await expect(users).not.toContainText('@carol');
  await page.getByLabel('Sort by').selectOption({ label: 'Newest accounts' });
  await expect(users).toContainText('@frank@remote.example');
  await page.screenshot({ path: 'test-results/explore-users.png' });

  // A reload opens the tab the address names.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Roles' }).click();
  const roles = page.getByRole('list', { name: 'Roles' });
  await expect(roles.getByRole('link').first()).toBeVisible();
  const role = (await roles.getByRole('link').first().textContent()) ?? '';
  await roles.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/roles\/\w+$/);
  await expect(page.getByRole('heading', { name: role })).toBeVisible();
});

test('explore hashtags: a profile tag opens the people with it, by origin; a trending tag opens its notes', async ({ page }) => {
  await page.goto('/explore#hashtags');
  await expect(page.getByRole('tab', { name: 'Hashtags' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('region', { name: 'Popular with people on this server' }).getByRole('link', { name: '#kites' }).click();
  await expect(page).toHaveURL(/\/user-tags\/kites$/);
  const people = page.getByRole('list', { name: 'People with #kites' });
  await expect(people).toContainText('@carol');
  await expect(people).toContainText('@frank@remote.example');
  await page.getByRole('radio', { name: 'This server' }).click();
  await expect(people).not.toContainText('@frank@remote.example');
  await expect(people).toContainText('@carol');

  await page.goto('/explore#hashtags');
  const trending = page.getByRole('region', { name: 'Trending now' });
  const first = trending.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(
    page
      .getByRole('feed', { name: `Notes with ${name}` })
      .locator('[data-row-index]')
      .first(),
  ).toBeVisible();
});

test("a remote server's page shows its software, counts and federation state; an unknown one says so", async ({ page }) => {
  await page.goto('/instance-info/remote.example');
  await expect(page.getByRole('heading', { name: 'Remote Example' })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: 'misskey 2025.9.0' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Federation' })).toContainText('Federating normally');
  await expect(page.getByRole('list', { name: 'Users of this server' })).toContainText('@frank@remote.example');
  await page.screenshot({ path: 'test-results/instance-info.png' });
  await page.goto('/instance-info/nowhere.example');
  await expect(page.getByText('This server is not known here.')).toBeVisible();
});
