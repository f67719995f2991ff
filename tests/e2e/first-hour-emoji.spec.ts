import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Issue 12, emoji and text: the full picker, emojiStyle, emoji in display names, plural counts. */

async function devPost(page: Page, username: string, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/__dev/post', { data: { username, ...data } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

const mainCard = (page: Page) => page.locator('article.kite-note-detailed');
const picker = (page: Page) => page.getByRole('dialog', { name: 'Emoji picker' });

async function openPicker(page: Page) {
  await mainCard(page).getByRole('button', { name: 'React' }).click();
  await expect(picker(page).getByLabel('Search emoji')).toBeFocused();
}

// The picker draws many emoji; on a busy machine a flow takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('the picker offers every unicode emoji by category and finds them by name and alias', async ({ page }) => {
  const id = await devPost(page, 'carol', { text: `pick from me ${Date.now()}` });
  await signIn(page, 'alice', `/notes/${id}`);
  await openPicker(page);
  const p = picker(page);
  for (const section of [
    'Smileys',
    'People',
    'Animals & nature',
    'Food & drink',
    'Activities',
    'Travel & places',
    'Objects',
    'Symbols',
    'Flags',
  ]) {
    await expect(p.getByRole('region', { name: section, exact: true })).toBeAttached();
  }
  const food = p.getByRole('region', { name: 'Food & drink', exact: true });
  await food.getByRole('button', { name: /Food & drink \(\d+\)/ }).click();
  await expect(food.getByRole('button', { name: '🍣', exact: true })).toBeVisible();
  // Custom emoji by their category too.
  const customObjects = p.getByRole('region', { name: 'Custom: Objects' });
  await customObjects.getByRole('button', { name: /Custom: Objects/ }).click();
  await expect(customObjects.getByRole('button', { name: ':kite:' })).toBeVisible();

  const search = p.getByLabel('Search emoji');
  await search.fill('sushi');
  await expect(p.getByRole('button', { name: '🍣', exact: true })).toBeVisible();
  // An alias (keyword) finds it too, and custom emoji aliases: "tako" is :kite:'s.
  await search.fill('kawaii');
  await expect(p.getByRole('button', { name: '😁', exact: true })).toBeVisible();
  await search.fill('tako');
  await expect(p.getByRole('button', { name: ':kite:' })).toBeVisible();
  await search.fill('zzzzqqq');
  await expect(p.getByText('No emoji found')).toBeVisible();
  await search.fill('sushi');
  await p.getByRole('button', { name: '🍣', exact: true }).click();
  await expect(mainCard(page).getByRole('button', { name: '🍣 1' })).toBeVisible();
  // Recently used comes first next time.
  await mainCard(page).getByRole('button', { name: '🍣 1' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /remove|cancel/i })
    .getByRole('button', { name: 'OK' })
    .click()
    .catch(() => {});
  await openPicker(page);
  await expect(picker(page).getByRole('region', { name: 'Recently used' }).getByRole('button', { name: '🍣', exact: true })).toBeVisible();
});

test('skin tones apply to person emoji and are remembered', async ({ page }) => {
  const id = await devPost(page, 'carol', { text: `tone me ${Date.now()}` });
  await signIn(page, 'alice', `/notes/${id}`);
  await openPicker(page);
  const tones = picker(page).getByRole('radiogroup', { name: 'Skin tone' });
  await expect(tones.getByRole('radio', { name: 'Default skin tone' })).toHaveAttribute('aria-checked', 'true');
  await tones.getByRole('radio', { name: 'Medium skin tone' }).click();
  const people = picker(page).getByRole('region', { name: 'People' });
  await people.getByRole('button', { name: /People \(\d+\)/ }).click();
  await expect(people.getByRole('button', { name: '👍🏽', exact: true })).toBeAttached();
  // Not every emoji takes a tone.
  await picker(page).getByLabel('Search emoji').fill('grinning');
  await expect(picker(page).getByRole('button', { name: '😀', exact: true })).toBeVisible();
  await picker(page).getByLabel('Search emoji').fill('thumbsup');
  await picker(page).getByRole('button', { name: '👍🏽', exact: true }).click();
  await expect(mainCard(page).getByRole('button', { name: '👍🏽 1' })).toBeVisible();
  await page.reload();
  await openPicker(page);
  await expect(picker(page).getByRole('radio', { name: 'Medium skin tone' })).toHaveAttribute('aria-checked', 'true');
});

test('emojiStyle is respected in the picker and in reactions', async ({ page }) => {
  const id = await devPost(page, 'carol', { text: `style me ${Date.now()}` });
  await signIn(page, 'alice', `/notes/${id}`);
  await openPicker(page);
  await picker(page).getByLabel('Search emoji').fill('sushi');
  await expect(picker(page).getByRole('button', { name: '🍣', exact: true }).locator('img')).toHaveAttribute('src', '/twemoji/1f363.svg');
  await picker(page).getByRole('button', { name: '🍣', exact: true }).click();
  await expect(mainCard(page).getByRole('button', { name: '🍣 1' }).locator('img')).toHaveAttribute('src', '/twemoji/1f363.svg');
  await page.evaluate(() => {
    // The stored preference profile: per key a list of [scope, value, flags] records.
    const profile = JSON.parse(localStorage.getItem('kite:preferences') ?? '{}') as { preferences: Record<string, unknown> };
    profile.preferences['emojiStyle'] = [[{}, 'native', {}]];
    localStorage.setItem('kite:preferences', JSON.stringify(profile));
  });
  await page.reload();
  await expect(mainCard(page).getByRole('button', { name: '🍣 1' })).toBeVisible();
  await expect(mainCard(page).getByRole('button', { name: '🍣 1' }).locator('img')).toHaveCount(0);
  await openPicker(page);
  await picker(page).getByLabel('Search emoji').fill('sushi');
  await expect(picker(page).getByRole('button', { name: '🍣', exact: true })).toHaveText('🍣');
  await expect(picker(page).getByRole('button', { name: '🍣', exact: true }).locator('img')).toHaveCount(0);
});

test('Fluent Emoji chosen in the preferences draws the note text, the picker and the reaction', async ({ page }) => {
  const id = await devPost(page, 'carol', { text: `fluent 🍣 ${Date.now()}` });
  await signIn(page, 'alice', '/settings/preferences');
  await page.getByRole('combobox', { name: 'Emoji style' }).selectOption({ label: 'Fluent Emoji' });
  await expect(page.getByRole('combobox', { name: 'Emoji style' })).toHaveValue('fluentEmoji');
  await page.goto(`/notes/${id}`);
  const fluent = '/fluent-emoji/1f363.png';
  await expect(mainCard(page).locator('.kite-note-text').getByRole('img', { name: '🍣' })).toHaveAttribute('src', fluent);
  await openPicker(page);
  await picker(page).getByLabel('Search emoji').fill('sushi');
  await expect(picker(page).getByRole('button', { name: '🍣', exact: true }).locator('img')).toHaveAttribute('src', fluent);
  await picker(page).getByRole('button', { name: '🍣', exact: true }).click();
  await expect(mainCard(page).getByRole('button', { name: '🍣 1' }).locator('img')).toHaveAttribute('src', fluent);
});

test('custom emoji show in display names ("Alice :kite: renoted")', async ({ page }) => {
  const id = await devPost(page, 'carol', { text: `renote me ${Date.now()}` });
  await devPost(page, 'alice', { renoteId: id });
  await signIn(page, 'bob');
  await page.getByRole('tab', { name: 'Local' }).click();
  const line = page.locator('.kite-note-renoted').filter({ hasText: 'renoted' }).first();
  await expect(line).toBeVisible();
  await expect(line).not.toContainText(':kite:');
  await expect(line.locator('img[alt=":kite:"]')).toBeVisible();
});

test('poll counts use plural rules and no separator dangles', async ({ page }) => {
  const i = (
    (await (await page.request.post('/api/signin-flow', { data: { username: 'carol', password: 'password' } })).json()) as { i: string }
  ).i;
  const created = await page.request.post('/api/notes/create', {
    data: { i, text: `poll ${Date.now()}`, poll: { choices: ['tea', 'coffee'] } },
  });
  const id = ((await created.json()) as { createdNote: { id: string } }).createdNote.id;
  await signIn(page, 'alice', `/notes/${id}`);
  const info = mainCard(page).locator('.kite-poll-info');
  await expect(info).toHaveText('0 votes · Show results');
  await mainCard(page).getByRole('button', { name: /tea/ }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /Vote for/ })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(info).toHaveText('1 vote');
});
