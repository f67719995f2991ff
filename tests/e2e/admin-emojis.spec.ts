import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';
import { latestNote, openComposer } from './support/compose';
import { strToU8, zipSync } from 'fflate';

/**
 * Issue 33: custom emoji and avatar decoration management. An admin adds an emoji (upload), sees
 * it listed, in the picker and in a posted note without reloading, edits it and bulk-deletes;
 * creates a decoration that alice is offered; a role-granted manager opens the manager, others not.
 */

// Sign-ins, uploads and the picker; on a machine shared by several builds a flow can pass 30 s.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

// An 8×8 red PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR4nGP4z8DwHx9mGBkKAMLXf4EvceABAAAAAElFTkSuQmCC', 'base64');

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

/** Uploads through the editor's "Upload an image" button (the drive's uploader). */
async function uploadInto(page: Page, dialogName: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /^Upload an image$/ }).click();
  await (await chooser).setFiles({ name: 'hd_star.png', mimeType: 'image/png', buffer: PNG });
  return dialog;
}

test('an admin adds an emoji (a taken name is refused) and sees it in the picker and in a note without reloading', async ({
  page,
  request,
}) => {
  await signIn(page, 'alice', '/admin/emojis');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom emojis' })).toBeVisible();
  await expect(page.getByRole('button', { name: ':blobcat:' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/emojis');

  await page.getByRole('button', { name: 'Add an emoji' }).click();
  const editor = await uploadInto(page, 'Add an emoji');
  await expect(editor.getByRole('img', { name: 'Image' })).toBeVisible();
  // Named after the file; a taken name is refused with a clear message, nothing lost.
  await expect(editor.getByLabel('Name')).toHaveValue('hd_star');
  await editor.getByLabel('Name').fill('kite');
  await editor.getByLabel('Category').fill('Testing');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText('An emoji with this name already exists');
  await expect(editor.getByLabel('Category')).toHaveValue('Testing');
  await editor.getByLabel('Name').fill('hd_star');
  await editor.getByLabel('Aliases').fill('shiny');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('region', { name: 'Testing' }).getByRole('button', { name: ':hd_star:' })).toContainText('shiny');

  // Kite's emoji list has it in this tab at once: the composer's picker offers it.
  const composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Emoji' }).click();
  const picker = composer.getByRole('dialog', { name: 'Emoji' });
  await picker.getByLabel('Search emoji').fill('hd_st');
  await picker.getByRole('button', { name: ':hd_star:' }).click();
  await page.keyboard.press('Escape');
  await expect(composer.getByLabel('Note text')).toHaveValue(':hd_star:');
  await composer.getByLabel('Note text').fill('Shiny :hd_star: here');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
  const posted = await latestNote(request, 'alice');
  await page.goto(`/notes/${posted.id}`);
  await expect(page.locator('article.kite-note-detailed').getByRole('img', { name: ':hd_star:' })).toBeVisible();
});

test('an admin edits an emoji’s category and deletes a selection in bulk', async ({ page }) => {
  await signIn(page, 'alice', '/admin/emojis');
  // The tiles, not the navbar's account button, whose label carries alice's :kite: name.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: ':misskey:' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit :misskey:' });
  await expect(edit.getByLabel('Category')).toHaveValue('Logos');
  await edit.getByLabel('Category').fill('Brands');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('region', { name: 'Brands' }).getByRole('button', { name: ':misskey:' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Logos' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await main.getByRole('button', { name: ':misskey:' }).click();
  await main.getByRole('button', { name: ':blobcat:' }).click();
  await expect(main.getByRole('button', { name: ':blobcat:' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('toolbar', { name: '2 selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(main.getByRole('button', { name: ':misskey:' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: ':blobcat:' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: ':kite:' })).toBeVisible();
});

test('the remote tab finds emojis by server and copies one here; the table manager edits a row', async ({ page }) => {
  await signIn(page, 'alice', '/admin/emojis');
  await page.getByRole('tab', { name: 'Remote' }).click();
  await page.getByRole('textbox', { name: 'Server' }).fill('mastodon.example');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('[data-emoji="wave_cat"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy to this server :toot:@mastodon.example' }).click();
  await expect(page.getByTestId('toasts')).toContainText(':toot: was copied');
  await expectNoSeriousA11yViolations(page, '/admin/emojis (remote)');

  await page.goto('/admin/emojis2');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom emojis (table)' })).toBeVisible();
  const save = page.getByRole('button', { name: /^Save changed rows/ });
  await expect(save).toBeDisabled();
  await page.getByLabel('License (:misskey:)').fill('MIT');
  await expect(save).toHaveText('Save changed rows (1)');
  await page.getByLabel('Name (:kite:)').fill('blobcat');
  await save.click();
  // The clash is refused for its row, the other row is saved.
  await expect(page.getByRole('alert')).toContainText(':blobcat:');
  await expect(save).toHaveText('Save changed rows (1)');
  await expect(page.getByLabel('License (:misskey:)')).toHaveValue('MIT');
  await expectNoSeriousA11yViolations(page, '/admin/emojis2');
});

test('the table manager registers several uploaded files at once as new rows', async ({ page, request }) => {
  await signIn(page, 'alice', '/admin/emojis2');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Register files as emojis' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'first one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'second.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByLabel('Name (:first_one:)')).toHaveValue('first_one');
  await expect(page.getByLabel('Name (:second:)')).toBeVisible();
  await page.getByLabel('Category (:second:)').fill('Batch');
  await page.getByRole('button', { name: 'Save changed rows (2)' }).click();
  await expect(page.getByRole('button', { name: /^Save changed rows/ })).toHaveText('Save changed rows (0)');
  const second = await (await request.post('/api/emoji', { data: { name: 'second' } })).json();
  expect(second.category).toBe('Batch');
  expect((await request.post('/api/emoji', { data: { name: 'first_one' } })).ok()).toBe(true);
});

/** A ZIP as Misskey's emoji export makes it: meta.json (metaVersion 2) and the images beside it. */
function emojiZip(names: string[], withMeta = true): Buffer {
  const emojis = names.map((name) => ({
    fileName: `${name}.png`,
    downloaded: true,
    emoji: { id: name, name, category: 'Zipped', aliases: [], license: null, isSensitive: false, localOnly: false },
  }));
  const files: Record<string, Uint8Array> = Object.fromEntries(names.map((n) => [`${n}.png`, new Uint8Array(PNG)]));
  if (withMeta) files['meta.json'] = strToU8(JSON.stringify({ metaVersion: 2, host: 'old.example', emojis }));
  return Buffer.from(zipSync(files));
}

test('an admin imports a ZIP of emojis and exports them as one; a file that is not an emoji export, or a server refusing ZIPs, says why', async ({
  page,
  request,
}) => {
  await signIn(page, 'alice', '/admin/emojis');
  const local = page.getByRole('region', { name: 'Local' });
  await expect(local.getByRole('button', { name: ':blobcat:' })).toBeVisible();
  const importZip = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await local.getByRole('button', { name: 'Import a ZIP', exact: true }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/zip', buffer });
  };
  // Read before anything is sent: a file that is not a ZIP, and a ZIP that is not an export.
  await importZip('broken.zip', Buffer.from('not a zip'));
  await expect(local.getByRole('alert')).toHaveText('This file is not a ZIP archive.');
  await importZip('photos.zip', emojiZip(['zip_cat'], false));
  await expect(local.getByRole('alert')).toHaveText('This ZIP has no meta.json: it is not an emoji export.');
  // Misskey's default policies refuse ZIP uploads: the page says where to allow them.
  await importZip('emojis.zip', emojiZip(['zip_cat', 'zip_dog']));
  await expect(local.getByRole('alert')).toContainText('add application/zip to the uploadable file types');

  const admin = await token(request, 'alice');
  const types = ['text/plain', 'application/json', 'image/*', 'video/*', 'audio/*', 'application/zip'];
  await request.post('/api/admin/roles/update-default-policies', { data: { i: admin, policies: { uploadableFileTypes: types } } });
  await importZip('emojis.zip', emojiZip(['zip_cat', 'zip_dog']));
  await expect(local.getByRole('status').filter({ hasText: 'Emojis imported: 2 of 2' })).toBeVisible();
  const zipped = local.getByRole('region', { name: 'Zipped' });
  await expect(zipped.getByRole('button', { name: ':zip_cat:' })).toBeVisible();
  await expect(zipped.getByRole('button', { name: ':zip_dog:' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/emojis after a ZIP import');

  // The export writes the same kind of ZIP to alice's drive.
  await local.getByRole('button', { name: 'Export as a ZIP' }).click();
  await expect(local.getByRole('status').filter({ hasText: 'it will be in your drive' })).toBeVisible();
  const files = (await (await request.post('/api/drive/files', { data: { i: admin, limit: 5 } })).json()) as { name: string }[];
  expect(files.some((f) => /^custom-emojis-.*\.zip$/.test(f.name))).toBe(true);
});

test('a decoration the admin creates is offered in alice’s settings', async ({ page }) => {
  await signIn(page, 'alice', '/admin/avatar-decorations');
  await expect(page.getByRole('heading', { level: 1, name: 'Avatar decorations' })).toBeVisible();
  await expect(page.locator('[data-decoration="Halo"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add a decoration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a decoration' });
  await dialog.getByLabel('Name').fill('Crown');
  await dialog.getByLabel('Description').fill('A golden crown');
  await dialog.getByLabel('Image URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an http(s) address');
  const origin = new URL(page.url()).origin;
  await dialog.getByLabel('Image URL').fill(`${origin}/static/crown.png`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-decoration="Crown"]')).toContainText('A golden crown');
  await expectNoSeriousA11yViolations(page, '/admin/avatar-decorations');

  await page.goto('/settings/avatar-decoration');
  await expect(page.getByText('Crown', { exact: true }).first()).toBeVisible();
});

test('a role-granted manager opens /custom-emojis-manager; a normal user gets not-found; 375 px works', async ({ page, request }) => {
  const admin = await token(request, 'alice');
  const role = await (
    await request.post('/api/admin/roles/create', {
      data: {
        i: admin,
        name: 'Emoji keepers',
        description: '',
        color: null,
        iconUrl: null,
        target: 'manual',
        condFormula: {},
        isPublic: false,
        isModerator: false,
        isAdministrator: false,
        asBadge: false,
        canEditMembersByModerator: false,
        displayOrder: 0,
        policies: { canManageCustomEmojis: { useDefault: false, priority: 0, value: true } },
      },
    })
  ).json();
  const carol = await (await request.post('/api/users/show', { data: { username: 'carol' } })).json();
  expect((await request.post('/api/admin/roles/assign', { data: { i: admin, roleId: role.id, userId: carol.id } })).ok()).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'carol', '/custom-emojis-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom emojis' })).toBeVisible();
  await expect(page.getByRole('button', { name: ':blobcat:' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page, '/custom-emojis-manager');
  // Not staff: the control panel's page stays closed to her.
  await page.goto('/admin/emojis');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'erin', '/custom-emojis-manager');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/avatar-decorations');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
