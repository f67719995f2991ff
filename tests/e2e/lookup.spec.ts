import { expect, test } from '@playwright/test';
import { lookup, signIn } from './shellSupport';

/** Lookup (spec 1 §5, issue 12): own addresses and bare ids open directly, remote ones through ap/show. */
test.describe('lookup', () => {
  test("this server's own note and user addresses open without asking the server to fetch them", async ({ page, request, baseURL }) => {
    const apShow: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/ap/show') && apShow.push(r.url()));
    await signIn(page, 'carol');
    const [note] = (await (await request.post('/api/notes/local-timeline', { data: { limit: 1 } })).json()) as { id: string }[];
    const origin = new URL(baseURL ?? '').origin;
    await lookup(page, `${origin}/notes/${note?.id}`);
    await expect(page).toHaveURL(new RegExp(`/notes/${note?.id}$`));
    await lookup(page, `${origin}/@bob`);
    await expect(page).toHaveURL(/\/@bob$/);
    expect(apShow).toEqual([]);
  });

  test('a bare note id opens the note, a bare user id the profile, an unknown id says not found', async ({ page, request }) => {
    await signIn(page, 'carol');
    const [note] = (await (await request.post('/api/notes/local-timeline', { data: { limit: 1 } })).json()) as { id: string }[];
    const bob = (await (await request.post('/api/users/show', { data: { username: 'bob' } })).json()) as { id: string };
    await lookup(page, ` ${note?.id} `);
    await expect(page).toHaveURL(new RegExp(`/notes/${note?.id}$`));
    await lookup(page, bob.id);
    await expect(page).toHaveURL(/\/@bob$/);
    await lookup(page, 'zzzzzzzzzz');
    const alert = page.getByRole('dialog').filter({ hasText: 'Not found' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/@bob$/);
  });

  test('a remote address resolves through ap/show', async ({ page }) => {
    await signIn(page, 'carol');
    await lookup(page, 'https://remote.example/users/frank');
    await expect(page).toHaveURL(/\/@frank@remote\.example$/);
  });

  test('/authorize-follow?acct= lands on /lookup, which opens the user; /lookup alone offers a field', async ({ page }) => {
    await signIn(page, 'carol', '/authorize-follow?acct=bob');
    await expect(page).toHaveURL(/\/@bob$/);
    await page.goto('/lookup');
    await expect(page.getByRole('heading', { name: 'Lookup' })).toBeVisible();
    const field = page.getByLabel('User, tag, address or id');
    await field.fill('hi there');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter @user, #tag, an https:// address or an id.');
    await field.fill('#kite');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page).toHaveURL(/\/tags\/kite$/);
  });
});
