import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Opens the post dialog with the p hotkey (spec 1 §5), as a person would. Pressed again only
 * while no dialog exists: right after sign-in the viewer may still be loading (p does
 * nothing), and the first open loads the composer's code.
 */
export async function openComposer(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(async () => {
    if ((await dialog.count()) === 0) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('p');
    }
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  return dialog;
}

/** The newest note of a user as the server has it (replies and channel notes included). */
export async function latestNote(request: APIRequestContext, username: string) {
  const user = await (await request.post('/api/users/show', { data: { username } })).json();
  const notes = await (
    await request.post('/api/users/notes', { data: { userId: user.id, limit: 1, withReplies: true, withChannelNotes: true } })
  ).json();
  return notes[0];
}
