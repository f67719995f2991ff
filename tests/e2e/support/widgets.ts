import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The side column (wide screens). */
export function widgetColumn(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Widgets' });
}

/** The names of the widgets in the column, in order. */
export function widgetNames(column: Locator): () => Promise<(string | null)[]> {
  return () => column.locator('[data-widget]').evaluateAll((els) => els.map((e) => e.getAttribute('data-widget')));
}

/** Turns edit mode on (if off) and adds the widget called `title` from the list of every widget. */
export async function addWidget(page: Page, column: Locator, title: string): Promise<Locator> {
  const toggle = column.getByRole('button', { name: /^(Edit widgets|Done)$/ });
  await expect(toggle).toBeVisible();
  // The toggle sits under the widgets, which grow as they finish loading: a click whose press and
  // release land on different elements (the button moved between them) toggles nothing, so check.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await column.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: title, exact: true }).click();
  const region = column.getByRole('region', { name: title, exact: true }).last();
  await expect(region).toBeVisible();
  return region;
}

/** Opens a placed widget's settings form (edit mode must be on). */
export async function openWidgetSettings(page: Page, column: Locator, title: string): Promise<Locator> {
  await column
    .getByRole('button', { name: `Settings of ${title}`, exact: true })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: `Settings of ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}
