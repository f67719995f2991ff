import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { addWidget, openWidgetSettings, widgetColumn, widgetNames } from './support/widgets';

/** Edit mode of the side column (spec 1 §2.8): add by name, configure, remove, reorder by keyboard and drag; saved with the preferences. */

test('the default column is calendar, notifications, trends', async ({ page }) => {
  await signIn(page, 'alice');
  const column = widgetColumn(page);
  await expect.poll(widgetNames(column)).toEqual(['calendar', 'notifications', 'trends']);
  // Each shows its content: alice has notifications, and the seeded notes have hashtags.
  await expect(
    column.getByRole('region', { name: 'Notifications' }).getByRole('list', { name: 'Notifications' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(column.getByRole('region', { name: 'Trending' }).getByRole('link').first()).toHaveText(/^#/);
});

test('add by name, configure with a checked form, remove; the layout and settings survive a reload', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const memo = await addWidget(page, column, 'Sticky note');
  await expect.poll(widgetNames(column)).toEqual(['calendar', 'notifications', 'trends', 'memo']);

  // A wrong value says why and keeps what was typed; a good one is saved.
  let dialog = await openWidgetSettings(page, column, 'Sticky note');
  const height = dialog.getByLabel('Height (px)');
  await expect(height).toHaveValue('100');
  await height.fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('At least 50.');
  await expect(height).toHaveValue('20');
  await height.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a number.');
  await height.fill('220');
  await dialog.getByLabel('Show header').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const text = memo.getByRole('textbox', { name: 'Write a note to yourself…' });
  await expect(text).toHaveCSS('height', '220px');
  await expect(memo.getByRole('heading', { name: 'Sticky note' })).toHaveCount(0);
  await text.fill('buy milk');
  await memo.getByRole('button', { name: 'Save note' }).click();
  await expect(memo.getByRole('status')).toHaveText('Saved');

  await column.getByRole('button', { name: 'Remove Calendar' }).click();
  await expect.poll(widgetNames(column)).toEqual(['notifications', 'trends', 'memo']);
  await column.getByRole('button', { name: 'Done' }).click();
  await expect(column.getByRole('button', { name: 'Remove Sticky note' })).toHaveCount(0);

  await page.reload();
  await expect.poll(widgetNames(column)).toEqual(['notifications', 'trends', 'memo']);
  await expect(column.getByRole('textbox', { name: 'Write a note to yourself…' })).toHaveValue('buy milk');
  await expect(column.getByRole('textbox', { name: 'Write a note to yourself…' })).toHaveCSS('height', '220px');
  // Settings reopen with the saved values.
  await column.getByRole('button', { name: 'Edit widgets' }).click();
  dialog = await openWidgetSettings(page, column, 'Sticky note');
  await expect(dialog.getByLabel('Height (px)')).toHaveValue('220');
  await expect(dialog.getByLabel('Show header')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('reorder by keyboard (the move buttons keep focus, the place is announced) and by drag', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  await column.getByRole('button', { name: 'Edit widgets' }).click();
  const up = column.getByRole('button', { name: 'Move Trending up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect.poll(widgetNames(column)).toEqual(['calendar', 'trends', 'notifications']);
  await expect(up).toBeFocused();
  await expect(column.getByRole('status')).toHaveText('Trending moved to place 2 of 3.');
  await page.keyboard.press('Enter');
  await expect.poll(widgetNames(column)).toEqual(['trends', 'calendar', 'notifications']);
  // At the top: moving up is off.
  await expect(up).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(column.getByRole('button', { name: 'Move Trending down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(widgetNames(column)).toEqual(['calendar', 'trends', 'notifications']);

  // Drag the notifications widget onto the calendar: it takes the calendar's place.
  await column.locator('[data-widget="notifications"] .kite-widget-grip').dragTo(column.locator('[data-widget="calendar"]'));
  await expect.poll(widgetNames(column)).toEqual(['notifications', 'calendar', 'trends']);
  await page.reload();
  await expect.poll(widgetNames(column)).toEqual(['notifications', 'calendar', 'trends']);
});

test('at 375 px the widgets drawer edits the same column', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'carol');
  await page.locator('.kite-mobile-bar').getByRole('button', { name: 'Widgets' }).click();
  const drawer = page.getByRole('dialog', { name: 'Widgets' });
  const column = drawer.getByRole('complementary', { name: 'Widgets' });
  await expect.poll(widgetNames(column)).toEqual(['calendar', 'notifications', 'trends']);
  await addWidget(page, column, 'UNIX clock');
  await expect(column.getByTestId('unix-clock')).toHaveText(/^\d{10}/);
  const box = await drawer.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  await drawer.getByRole('button', { name: 'Close widgets' }).click();
  await expect(drawer).toHaveCount(0);
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect.poll(widgetNames(widgetColumn(page))).toEqual(['calendar', 'notifications', 'trends', 'unixClock']);
});
