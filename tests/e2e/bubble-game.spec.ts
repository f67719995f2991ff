import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Starts a NORMAL game from the title screen; returns the play area (focusable, keyboard driven). */
async function start(page: Page) {
  await expect(page.getByRole('heading', { name: 'Bubble game' })).toBeVisible();
  await expect(page.getByLabel('Game mode')).toHaveValue('normal');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const area = page.getByRole('slider', { name: 'Play area' });
  await expect(area).toBeVisible();
  await expect(page.getByRole('list', { name: 'Next' }).getByRole('img')).toHaveCount(4);
  return area;
}

async function giveUp(page: Page) {
  await page.getByRole('button', { name: 'Give up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
}

/** The bubble game (issue 35, spec 1 §2.1 /bubble-game): play with the keyboard, merge, give up, see the score ranked. */
test.describe('bubble game', () => {
  test('drops with the keyboard until two monos merge; the given-up score is saved and ranked', async ({ page }) => {
    test.setTimeout(60_000); // axe over the whole page is slow on the shared machine
    await signIn(page, 'carol', '/bubble-game');
    await expect(page.getByRole('heading', { name: 'Ranking of the last 7 days (NORMAL)' })).toBeVisible();
    await expect(page.getByText('No scores in this mode yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();

    const area = await start(page);
    const score = page.locator('.kite-bubble-score');
    await expect(score).toHaveText('0 pt');
    // The arrow keys move the dropper (the slider's value), Space drops there.
    await area.press('ArrowLeft');
    await expect(area).toHaveAttribute('aria-valuenow', '48');
    await area.press('ArrowRight');
    // Dropping again and again at one place piles monos up until two equal ones touch and merge.
    await expect(async () => {
      await area.press('Space');
      await expect(score).not.toHaveText('0 pt', { timeout: 400 });
    }).toPass({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, '/bubble-game (playing)');

    // The score on the result is the one shown at the end, and the one saved.
    await giveUp(page);
    const points = Number((await score.innerText()).replace(/\D/g, ''));
    expect(points).toBeGreaterThan(0);
    const result = page.locator('.kite-bubble-result');
    await expect(result).toContainText(`Score: ${points} pt`);
    await expect(result.getByRole('status')).toHaveText('Score saved.');
    await page.getByRole('button', { name: 'Back to the title' }).click();
    const ranking = page.getByRole('list', { name: 'Ranking of the last 7 days (NORMAL)' });
    await expect(ranking.getByRole('listitem').filter({ hasText: 'carol' })).toContainText(`${points} pt`);
  });

  test('a score the server fails to save can be saved again; the page fits 375 px', async ({ page, request }) => {
    test.setTimeout(60_000); // axe over the whole page is slow on the shared machine
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'dave', '/bubble-game');
    await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/bubble-game (title, 375 px)');
    await start(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Holding puts the next mono aside, shown beside the button.
    const first = await page.getByRole('list', { name: 'Next' }).getByRole('img').first().getAttribute('aria-label');
    await page.getByRole('button', { name: 'Hold' }).click();
    await expect(page.getByRole('group', { name: `Held: ${first}` })).toBeVisible();

    await request.post('/__dev/faults', { data: { endpoint: 'bubble-game/register', fault: 'INTERNAL_ERROR', times: 1 } });
    await giveUp(page);
    const result = page.locator('.kite-bubble-result');
    await expect(result.getByRole('alert')).toContainText('The score could not be saved');
    await result.getByRole('button', { name: 'Try again' }).click();
    await expect(result.getByRole('status')).toHaveText('Score saved.');
    await page.getByRole('button', { name: 'Back to the title' }).click();
    await expect(page.getByRole('list', { name: 'Ranking of the last 7 days (NORMAL)' }).getByText('0 pt')).toBeVisible();
  });
});
