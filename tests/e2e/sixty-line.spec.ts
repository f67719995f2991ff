import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { writeKiteConfig } from './support/kiteConfig';
import { serveFolder } from './support/staticServer';
import { signIn } from './shellSupport';

/**
 * Issue 11's 60-line test: tests/fixtures/sixty-line-extension (one route, one navbar item, one widget,
 * one note-menu item and one settings page, declared in `contributes`; imports only the sdk) loaded as a
 * third-party extension. Its note-menu item is drawn by the kernel's menu service, so it works with note-actions off.
 */
const fixture = path.resolve(import.meta.dirname, '../fixtures/sixty-line-extension');

test('the fixture extension is at most 60 lines and imports only the sdk and React', () => {
  const source = readFileSync(path.join(fixture, 'src/index.tsx'), 'utf8');
  expect(source.trimEnd().split('\n').length).toBeLessThanOrEqual(60);
  const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((x) => x[1]);
  expect(new Set(imports)).toEqual(new Set(['react', '@kite/sdk']));
  // Its contributions are data the host registers; it names the sdk range it was built against.
  expect(source).toContain("engines: { kite: '^1' }");
  expect(source).not.toMatch(/\bactivate\b/);
});

for (const [noteActions, username, port] of [
  [true, 'alice', 3192],
  [false, 'bob', 3193],
] as const) {
  test(`its route, navbar item, widget, note-menu item and settings page work (note-actions ${noteActions ? 'on' : 'off'})`, async ({
    page,
  }) => {
    const ext = await serveFolder(path.join(fixture, 'dist'), port);
    const restore = writeKiteConfig({
      extensions: [`${ext.origin}/marked-notes.js`],
      bundles: noteActions ? {} : { 'note-actions': false },
    });
    try {
      await signIn(page, username);
      // The widget: added to the column from the widgets the extensions contribute.
      const column = page.getByRole('complementary', { name: 'Widgets' });
      await column.getByRole('button', { name: 'Edit widgets' }).click();
      await column.getByRole('button', { name: 'Add widget' }).click();
      await page.getByRole('menuitem', { name: 'Marked notes' }).click();
      await column.getByRole('button', { name: 'Done' }).click();
      const widget = column.getByRole('region', { name: 'Marked notes' });
      await expect(widget).toHaveText('0 marked');

      // The note menu of the first note, opened by note-actions' footer, or by the card itself without it.
      const note = page.getByRole('feed').locator('article.kite-note').first();
      const id = await note.getAttribute('data-note-id');
      if (noteActions) {
        await note.getByRole('button', { name: 'More' }).click();
      } else {
        await expect(note.getByRole('button', { name: 'Reply' })).toHaveCount(0);
        await note.getByRole('button', { name: 'Note menu' }).click();
      }
      await page.getByRole('menu').getByRole('menuitem', { name: 'Mark this note' }).click();
      await expect(widget).toHaveText('1 marked');

      // The navbar item (in More: the person has not placed it in the bar) opens the route.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Marked notes' }).click();
      await expect(page).toHaveURL(/\/marked$/);
      await expect(page.getByRole('heading', { name: 'Marked notes' })).toBeVisible();
      const marked = page.getByRole('main').getByRole('listitem').getByRole('link');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAttribute('href', `/notes/${id}`);
      await expect(marked).toHaveText(/\S/);

      // The settings page, listed in /settings (reached in the app: the marks live in this tab's memory), clears them.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await page.getByRole('main').getByRole('link', { name: 'Marked notes' }).click();
      await expect(page).toHaveURL(/\/settings\/marked-notes$/);
      const settings = page.getByRole('main');
      await expect(settings.getByRole('heading', { name: 'Marked notes' })).toBeVisible();
      await expect(settings.getByText('1 marked')).toBeVisible();
      await settings.getByRole('button', { name: 'Clear marked notes' }).click();
      await expect(settings.getByText('0 marked')).toBeVisible();
      await expect(widget).toHaveText('0 marked');
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/marked$/);
      await expect(page.getByRole('heading', { name: 'Marked notes' })).toBeVisible();
      await expect(marked).toHaveCount(0);
    } finally {
      restore();
      await ext.close();
    }
  });
}
