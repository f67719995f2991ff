import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** /admin/abuses: a report made from the user menu reaches the moderators, who note, resolve and filter it. */

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('a report from the user menu is listed for a moderator, who notes it and resolves it; a refused resolve changes nothing', async ({
  page,
}) => {
  // Two sign-ins and a dozen server round trips.
  test.setTimeout(60_000);
  const comment = `Spam in every reply ${Date.now()}`;
  const carol = page;
  await signIn(carol, 'carol', '/@dave');
  await carol
    .getByRole('region', { name: /profile$/ })
    .getByRole('button', { name: 'User menu' })
    .click();
  await carol.getByRole('menuitem', { name: 'Report abuse' }).click();
  const ask = carol.getByRole('dialog');
  await ask.getByRole('textbox').fill(comment);
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(carol.getByTestId('toasts')).toContainText('Thank you. The report was sent.');
  // Carol signs out (her stored account goes); the moderator signs in.
  await page.evaluate(() => localStorage.clear());

  await signIn(page, 'bob', '/admin/abuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Abuse reports' })).toBeVisible();
  const card = page.getByRole('article', { name: '@dave, reported by @carol' });
  await expect(card).toContainText(comment);
  await expect(card).toContainText('Unresolved');
  await expectNoSeriousA11yViolations(page, '/admin/abuses');

  await card.getByLabel('Moderation note').fill('Checked the replies');
  await card.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Moderation note saved');

  // The server refuses: the error is shown, the report stays unresolved.
  await page.route('**/api/admin/resolve-abuse-user-report', (r) =>
    r.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Internal error', code: 'INTERNAL_ERROR', id: 'x' } }),
    }),
  );
  await card.getByRole('button', { name: 'Resolve (accept)' }).click();
  const error = page.getByRole('dialog', { name: 'Internal Server Error' });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Got it!' }).click();
  await expect(card).toContainText('Unresolved');
  await page.unroute('**/api/admin/resolve-abuse-user-report');

  // Resolved: it leaves the unresolved list, and is in the resolved one, with who resolved it and its note.
  await card.getByRole('button', { name: 'Resolve (accept)' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Report resolved');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No reports.' })).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).selectOption('resolved');
  await expect(card).toContainText('Resolved: accepted');
  await expect(card).toContainText('Resolved by @bob');
  await expect(card.getByRole('button', { name: /^Resolve/ })).toHaveCount(0);
  await expect(card.getByLabel('Moderation note')).toHaveValue('Checked the replies');
});
