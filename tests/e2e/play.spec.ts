import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Play: make one in the editor, run it, press its button; like it as another user; a loop is stopped; 0.x runs. */

const COUNTER = `/// @ 1.0.0
var n = 0
let label = Ui:C:text({ text: "Clicked 0" })
Ui:render([
  label
  Ui:C:button({ text: "Add one", onClick: @() { n += 1; label.update({ text: \`Clicked {n}\` }) } })
])
`;

test('a Play made in the editor runs, its button changes the interface, and another user likes it', async ({ page, browser }) => {
  // Two accounts, each starting the sandbox worker: slow on a loaded machine.
  test.setTimeout(60_000);
  await signIn(page, 'alice', '/play/new');
  const main = page.getByRole('main');
  const title = `Counter ${Date.now()}`;
  await main.getByRole('textbox', { name: 'Title' }).fill(title);
  await main.getByRole('textbox', { name: 'Summary' }).fill('Counts clicks');
  await main.getByRole('textbox', { name: 'Script' }).fill(COUNTER);
  await expectNoSeriousA11yViolations(page, 'the Play editor');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/play\/[0-9a-z]+$/);
  const stage = main.getByRole('region', { name: title });
  // The first run starts the sandbox worker (SES lockdown), which is slow on a loaded machine.
  await expect(stage).toContainText('Clicked 0', { timeout: 15_000 });
  await stage.getByRole('button', { name: 'Add one' }).click();
  await expect(stage).toContainText('Clicked 1');
  // Restart runs it again from the start.
  await main.getByRole('button', { name: 'Restart' }).click();
  await expect(stage).toContainText('Clicked 0');
  await expectNoSeriousA11yViolations(page, 'the Play runner');
  const url = new URL(page.url()).pathname;

  const bob = await (await browser.newContext()).newPage();
  await signIn(bob, 'bob', url);
  await bob.getByRole('button', { name: 'Like (0)' }).click();
  await expect(bob.getByRole('button', { name: 'Unlike (1)' })).toHaveAttribute('aria-pressed', 'true');
  await bob.goto('/play');
  await bob.getByRole('tab', { name: 'Liked' }).click();
  await expect(bob.getByRole('tabpanel')).toContainText(title);
  await expectNoSeriousA11yViolations(bob, 'the Play list');
  await bob.setViewportSize({ width: 375, height: 800 });
  await bob.goto(url);
  await expect(bob.getByRole('region', { name: title })).toContainText('Clicked 0', { timeout: 15_000 });
  expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a seeded 0.19-line Play runs, and a looping preview is stopped with a message within 5 s', async ({ page }) => {
  await signIn(page, 'bob', '/play');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /Fortune/ }).click();
  const stage = main.getByRole('region', { name: 'Fortune' });
  await expect(stage).toContainText('Press the button to draw a fortune.', { timeout: 15_000 });
  await stage.getByRole('button', { name: 'Draw' }).click();
  await expect(stage).toContainText(/luck/);

  await page.goto('/play/new');
  await main.getByRole('textbox', { name: 'Script' }).fill('/// @ 1.0.0\nloop { }\n');
  await main.getByRole('button', { name: 'Preview' }).click();
  await expect(main.getByRole('alert', { name: 'Errors' })).toContainText('Stopped', { timeout: 5000 });
  // The page still answers.
  await main.getByRole('textbox', { name: 'Title' }).fill('still here');
  await expect(main.getByRole('textbox', { name: 'Title' })).toHaveValue('still here');
});
