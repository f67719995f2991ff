import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { signIn } from './shellSupport';

/** The moderation view of a file (/admin/file/:fileId): staff only. */

interface DriveFile {
  id: string;
  name: string;
  type: string;
  md5: string;
  isSensitive: boolean;
}

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

async function carolFile(request: APIRequestContext, i: string): Promise<DriveFile> {
  const files = (await (await request.post('/api/drive/files', { data: { i, limit: 20 } })).json()) as DriveFile[];
  const file = files.find((f) => f.type.startsWith('image/'));
  expect(file).toBeTruthy();
  return file!;
}

test("a moderator sees a file's facts and uploader, marks it sensitive and deletes it", async ({ page, request }) => {
  const carol = await token(request, 'carol');
  const file = await carolFile(request, carol);
  await signIn(page, 'bob', `/admin/file/${file.id}`);

  await expect(page.getByRole('heading', { level: 1, name: file.name })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: file.md5 })).toBeVisible();
  await expect(facts.filter({ hasText: file.type }).first()).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d)? (B|KB|MB)$/)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/files/${file.id}$`) })).toHaveAttribute('href', /^http:\/\//);
  await expect(page.getByTestId('admin-file-preview')).toBeVisible();
  const uploader = page.getByRole('region', { name: 'Uploader' });
  await expect(uploader.getByRole('link', { name: /@carol/ })).toHaveAttribute('href', '/@carol');

  const sensitive = page.getByRole('checkbox', { name: 'Sensitive' });
  await expect(sensitive).toBeChecked({ checked: file.isSensitive });
  await sensitive.focus();
  await page.keyboard.press('Space');
  await expect(sensitive).toBeChecked({ checked: !file.isSensitive });
  await expect
    .poll(
      async () =>
        ((await (await request.post('/api/drive/files/show', { data: { i: carol, fileId: file.id } })).json()) as DriveFile).isSensitive,
    )
    .toBe(!file.isSensitive);

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: file.name });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await request.post('/api/drive/files/show', { data: { i: carol, fileId: file.id } })).ok()).toBe(true);

  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/@carol$/);
  const gone = await request.post('/api/drive/files/show', { data: { i: carol, fileId: file.id } });
  expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('NO_SUCH_FILE');
});

test('an unknown file id shows not found to a moderator', async ({ page }) => {
  await signIn(page, 'bob', '/admin/file/doesnotexist');
  await expect(page.getByRole('status').getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sensitive' })).toHaveCount(0);
});

test('a regular user gets "Page not found" at a file\'s moderation view', async ({ page, request }) => {
  const file = await carolFile(request, await token(request, 'carol'));
  await signIn(page, 'carol', `/admin/file/${file.id}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sensitive' })).toHaveCount(0);
});
