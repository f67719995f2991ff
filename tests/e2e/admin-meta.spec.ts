import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The server-settings pages (/admin/settings … /admin/performance): read, change, save, reload, kept. */

// Each test signs in and loads the page twice; on a busy machine that is slow.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

const saveBar = (page: Page) => page.getByRole('region', { name: 'Save' });

/** Opens /admin/<path> as the administrator and waits for its settings. */
async function open(page: Page, path: string, heading: string) {
  await signIn(page, 'alice', `/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the server settings' })).toHaveCount(0);
}

/** Saves from the save bar and reloads the page: what follows reads what the server kept. */
async function saveAndReload(page: Page, heading: string) {
  const bar = saveBar(page);
  await bar.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toasts')).toContainText('Server settings saved');
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const field = (page: Page, label: string | RegExp): Locator => page.locator('main').getByLabel(label, { exact: typeof label === 'string' });

test('general: the server name and a new rule are saved, and Kite shows the new name', async ({ page }) => {
  await open(page, 'settings', 'General');
  await expect(field(page, 'Server name')).toHaveValue('Kite devserver');
  await expect(page.getByLabel('Rule 1', { exact: true })).toHaveValue('Be kind.');
  await expectNoSeriousA11yViolations(page, '/admin/settings');
  await field(page, 'Server name').fill('Kite e2e');
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByLabel('Rule 3', { exact: true }).fill('No spam');
  await page.getByRole('button', { name: 'Move rule 3 up' }).click();
  await expect(saveBar(page)).toContainText('2 unsaved changes');
  await saveAndReload(page, 'General');
  await expect(field(page, 'Server name')).toHaveValue('Kite e2e');
  await expect(page.getByLabel('Rule 2', { exact: true })).toHaveValue('No spam');
  // The cached server meta was refreshed: the about page (a new page load) shows the new name.
  await page.goto('/about');
  await expect(page.locator('.kite-about-name')).toHaveText('Kite e2e');
});

test('branding: a refused save shows the error and keeps the edits; saved, they stay', async ({ page }) => {
  await open(page, 'branding', 'Branding');
  await expect(field(page, /^Theme colour/)).toHaveValue('#3a8fd8');
  await expectNoSeriousA11yViolations(page, '/admin/branding');
  await field(page, /^Theme colour/).fill('#ff8800');
  await field(page, /^Banner URL/).fill('https://example.com/banner.png');
  // Checked here before sending: a theme that is not JSON.
  await field(page, /^Default dark theme/).fill('{ broken');
  await saveBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveBar(page).getByRole('alert')).toContainText('Default dark theme (JSON): not valid JSON');
  await field(page, /^Default dark theme/).fill('');
  // The server refuses.
  await page.route('**/api/admin/update-meta', (r) =>
    r.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { message: 'Internal error occurred.', code: 'INTERNAL_ERROR', id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac' },
      }),
    }),
  );
  await saveBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveBar(page).getByRole('alert')).toContainText('The settings were not saved');
  await expect(field(page, /^Theme colour/)).toHaveValue('#ff8800');
  await expect(saveBar(page)).toContainText('2 unsaved changes');
  await page.unroute('**/api/admin/update-meta');
  await saveAndReload(page, 'Branding');
  await expect(field(page, /^Theme colour/)).toHaveValue('#ff8800');
  await expect(field(page, /^Banner URL/)).toHaveValue('https://example.com/banner.png');
});

test('moderation: closing registration makes the sign-up form ask for an invitation code', async ({ page }) => {
  await open(page, 'moderation', 'Moderation');
  const open_ = page.getByRole('checkbox', { name: /^Anyone can sign up/ });
  await expect(open_).toBeChecked();
  await expectNoSeriousA11yViolations(page, '/admin/moderation');
  await open_.uncheck();
  await field(page, /^Prohibited words\b/).fill('spamword\nbuy now');
  await saveAndReload(page, 'Moderation');
  await expect(page.getByRole('checkbox', { name: /^Anyone can sign up/ })).not.toBeChecked();
  await expect(field(page, /^Prohibited words\b/)).toHaveValue('spamword\nbuy now');

  // Signed out (the stored account goes), the sign-up form asks for an invitation code.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form.getByLabel('Invitation code')).toBeVisible();
});

test('email server: the SMTP settings show once email is on, are saved, and a test email is sent', async ({ page }) => {
  await open(page, 'email-settings', 'Email server');
  await expect(field(page, 'Host')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/admin/email-settings');
  await page.getByRole('checkbox', { name: /^Send email/ }).check();
  await field(page, 'Host').fill('smtp.example.com');
  await field(page, 'Port').fill('587');
  await field(page, 'Sender address').fill('noreply@example.com');
  await saveAndReload(page, 'Email server');
  await expect(field(page, 'Host')).toHaveValue('smtp.example.com');
  await expect(field(page, 'Port')).toHaveValue('587');
  await field(page, 'Send a test email to').fill('me@example.com');
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Test email sent to me@example.com');
});

test('object storage: a prefix the server refuses shows its error and stays; a valid one is saved', async ({ page }) => {
  await open(page, 'object-storage', 'Object storage');
  await expectNoSeriousA11yViolations(page, '/admin/object-storage');
  await page.getByRole('checkbox', { name: /^Store files in object storage/ }).check();
  await field(page, 'Bucket').fill('kite-files');
  await field(page, /^Prefix/).fill('media/2026');
  await saveBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveBar(page).getByRole('alert').first()).toContainText('Prefix: the server refused this value');
  await expect(saveBar(page)).toContainText('The settings were not saved (Invalid param.)');
  await expect(field(page, /^Prefix/)).toHaveValue('media/2026');
  await expect(field(page, /^Prefix/)).toHaveAttribute('aria-invalid', 'true');
  await field(page, /^Prefix/).fill('media');
  await saveAndReload(page, 'Object storage');
  await expect(page.getByRole('checkbox', { name: /^Store files in object storage/ })).toBeChecked();
  await expect(field(page, 'Bucket')).toHaveValue('kite-files');
  await expect(field(page, /^Prefix/)).toHaveValue('media');
});

test('security: the captcha is saved only once solved, and IP logging is kept', async ({ page }) => {
  await open(page, 'security', 'Security');
  await expectNoSeriousA11yViolations(page, '/admin/security');
  await page.getByRole('combobox', { name: 'Captcha' }).selectOption('testcaptcha');
  const saveCaptcha = page.getByRole('button', { name: 'Save bot protection' });
  await expect(saveCaptcha).toBeDisabled();
  await page.getByLabel('Type “ai-chan-kawaii” to pass the test captcha').fill('ai-chan-kawaii');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Captcha solved: the keys can be saved.')).toBeVisible();
  await saveCaptcha.click();
  await expect(page.getByTestId('toasts')).toContainText('Bot protection saved');
  await page.getByRole('checkbox', { name: /^Keep the IP addresses/ }).check();
  await saveAndReload(page, 'Security');
  await expect(page.getByRole('combobox', { name: 'Captcha' })).toHaveValue('testcaptcha');
  await expect(page.getByRole('checkbox', { name: /^Keep the IP addresses/ })).toBeChecked();
});

test('external services: the DeepL key and plan are kept', async ({ page }) => {
  await open(page, 'external-services', 'External services');
  await expectNoSeriousA11yViolations(page, '/admin/external-services');
  await field(page, 'DeepL auth key').fill('deepl-key:fx');
  await page.getByRole('checkbox', { name: /^Pro account/ }).check();
  await field(page, /^Measurement ID/).fill('G-TEST123');
  await saveAndReload(page, 'External services');
  await expect(field(page, 'DeepL auth key')).toHaveValue('deepl-key:fx');
  await expect(page.getByRole('checkbox', { name: /^Pro account/ })).toBeChecked();
  await expect(field(page, /^Measurement ID/)).toHaveValue('G-TEST123');
});

test('performance: the timeline cache sizes are kept, and hidden with the Redis timelines off', async ({ page }) => {
  await open(page, 'performance', 'Performance');
  await expectNoSeriousA11yViolations(page, '/admin/performance');
  await expect(field(page, 'Notes kept per home timeline')).toHaveValue('300');
  await field(page, 'Notes kept per home timeline').fill('500');
  await page.getByRole('checkbox', { name: /^Buffer reactions in Redis/ }).check();
  await saveAndReload(page, 'Performance');
  await expect(field(page, 'Notes kept per home timeline')).toHaveValue('500');
  await expect(page.getByRole('checkbox', { name: /^Buffer reactions in Redis/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /^Build timelines in Redis/ }).uncheck();
  await expect(field(page, 'Notes kept per home timeline')).toHaveCount(0);
});

test('a user who is not staff gets "not found" on these pages', async ({ page }) => {
  await signIn(page, 'carol');
  for (const path of [
    'settings',
    'branding',
    'moderation',
    'email-settings',
    'object-storage',
    'security',
    'external-services',
    'performance',
  ]) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('a settings page fits 375 px, and its save bar is reachable', async ({ page }) => {
    await open(page, 'settings', 'General');
    await field(page, 'Short name').fill('KE');
    const save = saveBar(page).getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeInViewport();
    // Not under the shell's bottom bar: the button itself is what is at its centre.
    const onTop = await save.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(onTop).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await save.click();
    await expect(page.getByTestId('toasts')).toContainText('Server settings saved');
  });
});
