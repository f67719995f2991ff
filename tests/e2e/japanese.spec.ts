import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Issue 14, "ja-JP written in full": the Japanese pack reaches the pages that load later,
 * not only the shell: the post dialog, the access-token page, explore and the drive.
 * Nothing is posted or saved on the server; the language is a preference of this browser only.
 */
async function inJapanese(page: Page) {
  await signIn(page, 'alice', '/settings/preferences');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja-JP');
  await expect(page.getByRole('heading', { name: '環境設定', level: 1 })).toBeVisible();
}

test('in 日本語 the post dialog speaks Japanese: placeholder, visibility menu and the post button', async ({ page }) => {
  await inJapanese(page);
  const dialog = page.getByRole('dialog', { name: '新しいノート' });
  await expect(async () => {
    if ((await dialog.count()) === 0) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('p');
    }
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  await expect(dialog.getByPlaceholder('いまどうしてる？')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ノート', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '公開範囲: パブリック' }).click();
  await expect(page.getByRole('menuitem', { name: /フォロワー.*自分のフォロワーのみに公開/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('in 日本語 the access-token page names each permission in words, and explore and the drive are Japanese', async ({ page }) => {
  await inJapanese(page);
  await page.goto('/settings/connect');
  await expect(page.getByRole('heading', { name: 'アクセストークン', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /ノートを投稿・削除する\s*write:notes/ })).toBeVisible();
  await page.goto('/explore');
  await expect(page.getByRole('tab', { name: 'ハッシュタグ' })).toBeVisible();
  await page.goto('/my/drive');
  await expect(page.getByRole('button', { name: 'フォルダーを作成' })).toBeVisible();
});

test('in 日本語 the MiAuth consent page names each permission in Japanese words', async ({ page }) => {
  await inJapanese(page);
  // The devserver answers /miauth/:session itself, so Kite's consent page is reached inside the app, as a link would.
  await page.evaluate(() =>
    (globalThis as unknown as { __kite__: { navigation: { push(p: string): void } } }).__kite__.navigation.push(
      '/miauth/ja-words?name=App&permission=write:notes,write:something-new',
    ),
  );
  await page.locator('summary').click();
  const asked = page.getByRole('list').filter({ hasText: 'write:notes' }).getByRole('listitem');
  // A permission Kite has no words for is shown by its id alone.
  await expect(asked).toHaveText([/^ノートを投稿・削除する\s*write:notes$/, 'write:something-new']);
});
