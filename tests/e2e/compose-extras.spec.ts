import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { latestNote, openComposer } from './support/compose';

/** The composer's helpers and questions: autocomplete, emoji picker, federation, large-scale MFM, paste, freeze after posting. */

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** A paste as the browser delivers it (Playwright has no clipboard paste of arbitrary text). */
async function paste(page: Page, text: string) {
  await page
    .getByRole('dialog', { name: 'New note' })
    .getByLabel('Note text')
    .evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('mention, hashtag and emoji autocomplete; the emoji picker inserts at the caret', async ({ page, request }) => {
  await request.post('/__dev/post', { data: { username: 'bob', text: 'up high #kiteflying' } });
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  const text = dialog.getByLabel('Note text');
  await text.pressSequentially('hi @car');
  const list = dialog.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: /@carol/ })).toBeVisible();
  await text.press('Enter');
  await expect(text).toHaveValue('hi @carol ');
  await text.pressSequentially('#kitef');
  await list.getByRole('option', { name: '#kiteflying' }).click();
  await expect(text).toHaveValue('hi @carol #kiteflying ');
  await text.pressSequentially(':kit');
  await expect(list.getByRole('option', { name: ':kite:' })).toBeVisible();
  await text.press('Tab');
  await expect(text).toHaveValue('hi @carol #kiteflying :kite: ');

  await dialog.getByRole('button', { name: 'Emoji' }).click();
  const picker = dialog.getByRole('dialog', { name: 'Emoji' });
  await expect(picker.getByLabel('Search emoji')).toBeFocused();
  await picker.getByRole('button', { name: '🎉' }).click();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(text).toHaveValue('hi @carol #kiteflying :kite: 🎉');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await latestNote(request, 'alice')).text).toBe('hi @carol #kiteflying :kite: 🎉');
});

test('turning federation off asks unless "never show" was chosen', async ({ page, request }) => {
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  const federation = dialog.getByRole('checkbox', { name: 'Disable federation' });
  await federation.click();
  const ask = page.getByRole('dialog').filter({ hasText: 'not delivered to other servers' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(federation).not.toBeChecked();
  await federation.click();
  await ask.getByRole('button', { name: 'Do not show again' }).click();
  await expect(federation).toBeChecked();
  await federation.click();
  await expect(federation).not.toBeChecked();
  await federation.click();
  await expect(federation).toBeChecked();
  await expect(ask).toHaveCount(0);
  await dialog.getByLabel('Note text').fill('only here');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await latestNote(request, 'alice')).toMatchObject({ text: 'only here', localOnly: true });
});

test('large-scale MFM in a public note: cancel keeps the form, "post as home" posts as home', async ({ page, request }) => {
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('$[x2 HUGE]');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const warn = page.getByRole('dialog').filter({ hasText: 'large-scale effects' });
  await warn.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Note text')).toHaveValue('$[x2 HUGE]');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await warn.getByRole('button', { name: 'Post as home' }).click();
  await expect(dialog).toBeHidden();
  expect(await latestNote(request, 'alice')).toMatchObject({ text: '$[x2 HUGE]', visibility: 'home' });
});

test('paste: long text offers a text file, a link to a note here offers to quote it', async ({ page, request }) => {
  const src = (await (await request.post('/__dev/post', { data: { username: 'bob', text: 'worth quoting' } })).json()).createdNote;
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  await paste(page, 'x'.repeat(1200));
  const asFile = page.getByRole('dialog').filter({ hasText: 'Attach it as a text file' });
  await asFile.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.locator('.kite-upload-item')).toHaveCount(1);
  await expect(dialog.locator('.kite-upload-item .name')).toHaveText(/\.txt$/);
  await expect(dialog.getByLabel('Note text')).toHaveValue('');

  await paste(page, `${ORIGIN}/notes/${src.id}`);
  await page.getByRole('dialog').filter({ hasText: 'Quote this note?' }).getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Quoting @bob')).toBeVisible();
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const note = await latestNote(request, 'alice');
  expect(note.renoteId).toBe(src.id);
  expect(note.files[0].type).toBe('text/plain');
});

test('the inline form loads on first render; "keep the note after posting" freezes it with a check mark', async ({ page, request }) => {
  await signIn(page, 'alice');
  await page.getByRole('button', { name: 'Timeline options' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Show the post form on top' }).click();
  await page.keyboard.press('Escape');
  const form = page.getByRole('main').getByRole('form', { name: 'New note' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Keep the note after posting' }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Note text').fill('frozen in place');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Posted' })).toBeDisabled();
  await expect(form.getByLabel('Note text')).toHaveValue('frozen in place');
  expect((await latestNote(request, 'alice')).text).toBe('frozen in place');
  // The posted note shows on the home timeline.
  await expect(page.getByRole('feed', { name: 'Home timeline' }).getByText('frozen in place')).toBeVisible({ timeout: 15_000 });
  await form.getByLabel('Note text').fill('frozen in place, again');
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
});

test('a direct note warns when a mentioned user is not a recipient', async ({ page, request }) => {
  await signIn(page, 'alice');
  const carol = (await (await request.post('/api/users/show', { data: { username: 'carol' } })).json()).id;
  const dialog = await openComposer(page);
  await dialog.getByRole('button', { name: 'Visibility: Public' }).click();
  await page.getByRole('menuitem', { name: /^Direct/ }).click();
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  const who = page.getByRole('dialog', { name: 'Add recipient' });
  await who.getByRole('textbox').fill('carol');
  await who.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove recipient carol' })).toBeVisible();
  await dialog.getByLabel('Note text').fill('@bob @carol secret plans');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const warn = page.getByRole('dialog').filter({ hasText: 'Mentioned users who are not recipients: @bob' });
  await warn.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Note text')).toHaveValue('@bob @carol secret plans');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/notes/create'));
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await warn.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const response = await created;
  // The form sent carol as the only recipient (the server, like Misskey, also adds mentioned users).
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ visibility: 'specified', visibleUserIds: [carol] });
  expect((await response.json()).createdNote.visibility).toBe('specified');
});
