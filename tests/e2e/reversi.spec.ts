import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { signIn } from './shellSupport';

/**
 * Reversi (issue 35): alice invites bob, bob accepts from the lobby, both get ready on a 4×4 map
 * and play it to its end, each stone seen live by the other and by a signed-out watcher at 375 px.
 */

async function person(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, path);
  return page;
}

// misskey-reversi's 4×4 map, each side taking its first legal square: white wins 10–6.
const MOVES = ['B1', 'A1', 'A2', 'C1', 'D1', 'A3', 'A4', 'D2', 'D3', 'B4', 'C4', 'D4'];

test('alice invites bob, they play a 4×4 game to its end, a signed-out watcher follows it live', async ({ browser }) => {
  // Three people sign in and watch twelve moves: longer than the default on a loaded machine.
  test.setTimeout(90_000);
  const alice = await person(browser, 'alice', '/reversi');
  await alice.getByLabel('Invite a user').fill('bob');
  await alice.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(alice.getByRole('status').filter({ hasText: 'Waiting for @bob' })).toBeVisible();
  await alice.screenshot({ path: 'test-results/reversi-lobby.png', fullPage: true });

  const bob = await person(browser, 'bob', '/reversi');
  const invitation = bob.getByRole('list', { name: 'Invitations' }).locator('li', { hasText: '@alice' });
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(bob).toHaveURL(/\/reversi\/g\/\w+$/);
  // alice's next match heartbeat finds the game bob made.
  await expect(alice).toHaveURL(bob.url());

  // Settings change live for both: the small map, alice plays black.
  await alice.getByLabel('Map').selectOption({ label: '4x4' });
  await expect(bob.getByLabel('Map')).toHaveValue('fourfour');
  await alice.getByLabel('Who plays black').selectOption({ label: '@alice plays black' });
  await expect(bob.getByLabel('Who plays black')).toHaveValue('1');
  expect(await seriousA11yViolations(bob)).toEqual([]);
  await bob.screenshot({ path: 'test-results/reversi-settings.png', fullPage: true });
  await alice.getByRole('button', { name: 'Ready' }).click();
  await expect(bob.getByText(/choosing/)).toHaveCount(1);
  await bob.getByRole('button', { name: 'Ready' }).click();
  await expect(alice.getByRole('status').filter({ hasText: 'Your turn (black)' })).toBeVisible({ timeout: 8000 });

  const watcherCtx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const watcher = await watcherCtx.newPage();
  await watcher.goto(bob.url());
  await expect(watcher.getByRole('group', { name: 'Board' })).toBeVisible();

  for (const [i, coord] of MOVES.entries()) {
    const [mover, other] = i % 2 === 0 ? [alice, bob] : [bob, alice];
    const color = i % 2 === 0 ? 'black' : 'white';
    await mover.getByRole('button', { name: `${coord}: you can play here` }).click();
    await expect(other.getByRole('button', { name: `${coord}: ${color}` })).toBeVisible();
    await expect(watcher.getByRole('button', { name: `${coord}: ${color}` })).toBeVisible();
  }

  await expect(alice.getByRole('status').filter({ hasText: 'You lost.' })).toBeVisible();
  await expect(bob.getByRole('status').filter({ hasText: 'You won!' })).toBeVisible();
  await expect(watcher.getByRole('status').filter({ hasText: '@bob won.' })).toBeVisible();
  await expect(watcher.getByText('Black 6 · White 10')).toBeVisible();

  // The record steps back through the moves.
  await watcher.getByRole('button', { name: 'Previous move' }).click();
  await expect(watcher.getByText('Move 11 of 12')).toBeVisible();
  await expect(watcher.getByRole('button', { name: 'D4: empty' })).toBeVisible();
  expect(await watcher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousA11yViolations(watcher)).toEqual([]);
  await watcher.screenshot({ path: 'test-results/reversi-watcher-375.png', fullPage: true });
  await bob.screenshot({ path: 'test-results/reversi-bob.png', fullPage: true });
  await Promise.all([alice.context().close(), bob.context().close(), watcherCtx.close()]);
});

test('signed out, the lobby shows the games only and the rules; signed in, a refused invitation says why', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await page.goto('/reversi');
  await expect(page.getByRole('heading', { name: 'Everyone’s games' })).toBeVisible();
  await expect(page.getByText('Sign in to play; you can watch without.')).toBeVisible();
  await expect(page.getByLabel('Invite a user')).toHaveCount(0);
  await page.getByText('How to play').click();
  await expect(page.getByText(/the one with more stones wins/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.context().close();

  const carol = await person(browser, 'carol', '/reversi');
  await carol.getByLabel('Invite a user').fill('nobody_here');
  await carol.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(carol.getByRole('alert')).toBeVisible();
  await expect(carol.getByLabel('Invite a user')).toHaveValue('nobody_here');
  expect(await seriousA11yViolations(carol)).toEqual([]);
  await carol.context().close();
});
