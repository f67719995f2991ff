import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Switches to the deck through the navbar's UI switch. */
export async function useDeck(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Switch UI' }).click();
  await page.getByRole('menuitemradio', { name: 'Deck' }).click();
  await expect(page.locator('[data-layout="deck"]')).toBeVisible();
}

/** Adds a column of `kind` from the deck's menu, answering its setup question when it asks one. */
export async function addColumn(page: Page, kind: string, choice?: { question: string; value: string }) {
  await page.getByRole('button', { name: 'Add column' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption({ label: kind });
  await dialog.getByRole('button', { name: 'OK' }).click();
  if (choice) {
    await expect(dialog.getByRole('combobox', { name: choice.question })).toBeVisible();
    await dialog.getByRole('combobox').selectOption({ label: choice.value });
    await dialog.getByRole('button', { name: 'OK' }).click();
  }
  await expect(dialog).toHaveCount(0);
}

export const deckColumns = (page: Page): Locator => page.getByRole('region', { name: 'Deck columns' }).locator('[data-deck-column]');

/** The account's token, through the devserver's sign-in. */
export async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

/** Forgets the account's deck on the server (the devserver lives for the whole run): a test starts from no deck. */
export async function resetDeck(page: Page, username: string) {
  const i = await tokenOf(page, username);
  for (const key of ['default:deck.profiles', 'default:deck.profile']) {
    await page.request.post('/api/i/registry/remove', { data: { i, scope: ['client', 'preferences', 'sync'], key } });
  }
}
