import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SDK_VERSION } from '../../sdk/version';
import { writeKiteConfig } from './support/kiteConfig';
import { serveFolder } from './support/staticServer';
import { signIn } from './shellSupport';

/**
 * The sdk version contract: tests/fixtures/future-sdk-extension declares `engines: { kite: '^2' }`, which this Kite's
 * sdk does not meet. The operator sees why on the debug page; the person never sees its page or navbar entry, and
 * an extension that declares a range Kite meets (tests/fixtures/third-party-extension, `^1`) still works beside it.
 */
const fixtures = path.resolve(import.meta.dirname, '../fixtures');

test('a third-party extension built for another sdk is refused, the debug page says which versions, and none of it appears', async ({
  page,
}) => {
  const ext = await serveFolder(fixtures, 3194);
  const restore = writeKiteConfig({
    extensions: [
      `${ext.origin}/future-sdk-extension/dist/future-extension.js`,
      `${ext.origin}/third-party-extension/dist/hello-extension.js`,
    ],
  });
  try {
    await signIn(page, 'alice', '/debug');
    await expect(page.getByRole('heading', { name: 'Debug' })).toBeVisible();
    const refused = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'from-the-future', exact: true }) });
    await expect(refused.getByRole('cell', { name: 'third-party', exact: true })).toBeVisible();
    await expect(refused.getByRole('cell', { name: 'failed', exact: true })).toBeVisible();
    await expect(
      refused.getByRole('cell', {
        name: `extension "from-the-future" needs Kite sdk ^2, but this Kite has sdk ${SDK_VERSION}`,
        exact: true,
      }),
    ).toBeVisible();
    // Never activated: nothing to deactivate, no navbar entry, no page.
    await expect(refused.getByRole('button')).toHaveCount(0);
    const hello = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'hello-third-party', exact: true }) });
    await expect(hello.getByRole('cell', { name: 'active', exact: true })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('menu');
    await expect(more.getByRole('menuitem', { name: 'Hello' })).toBeVisible();
    await expect(more.getByRole('menuitem', { name: 'From the future' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/from-the-future');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This page needs Kite sdk 2.')).toHaveCount(0);
  } finally {
    restore();
    await ext.close();
  }
});
