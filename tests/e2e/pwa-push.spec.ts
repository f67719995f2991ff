import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { tokenOf } from './support/deck';
import { clickNotification, controlled, pushSender, pwaActive, shownNotifications, worker } from './support/push';

/**
 * Push notifications' buttons and clicks (issue 36): the worker acts as the account the push was for, with that
 * account's token (copied by the page into the worker's database), and a click brings Kite to the note as that
 * account. Pushes go to the worker through the DevTools protocol; the devserver gets the calls.
 */
test.use({ serviceWorkers: 'allow' });

interface Me {
  id: string;
  username: string;
  name: string | null;
}

/** Stores alice and bob on this device (as the sign-in form does), bob current, and opens `path`. */
async function signInBoth(page: Page, path: string): Promise<{ alice: Me; bob: Me; tokens: Record<'alice' | 'bob', string> }> {
  const aliceToken = await tokenOf(page, 'alice');
  const bobToken = await tokenOf(page, 'bob');
  const me = async (i: string) => (await (await page.request.post('/api/i', { data: { i } })).json()) as Me;
  const alice = await me(aliceToken);
  const bob = await me(bobToken);
  await page.goto('/favicon.svg');
  await page.evaluate(
    (list) => {
      const accounts = list.map(({ token, user }, n) => ({
        id: user.id,
        origin: location.origin,
        host: location.host,
        username: user.username,
        user,
        token,
        addedAt: Date.now() + n,
      }));
      localStorage.setItem('kite:accounts', JSON.stringify(accounts));
      localStorage.setItem('kite:current', JSON.stringify(list[1].user.id));
      localStorage.setItem('kite:carried-from-indexeddb', 'true');
    },
    [
      { token: aliceToken, user: alice },
      { token: bobToken, user: bob },
    ],
  );
  await page.goto(path);
  return { alice, bob, tokens: { alice: aliceToken, bob: bobToken } };
}

/** How many accounts the page has copied for the worker. */
function workerAccounts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const req = indexedDB.open('kite-worker', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('accounts', { keyPath: 'id' });
        req.onsuccess = () => {
          const count = req.result.transaction('accounts').objectStore('accounts').count();
          count.onsuccess = () => {
            resolve(count.result);
            req.result.close();
          };
        };
      }),
  );
}

const currentAccount = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('kite:current') ?? 'null') as string | null);

test('a push’s buttons act as its account, and a click brings Kite to the note as that account', async ({ page, context, request }) => {
  // Several page loads, each waiting for the worker and the first content.
  test.slow();
  await context.grantPermissions(['notifications']);
  // The app badge is recorded (an uninstalled test browser would refuse it).
  await context.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(globalThis, { __badges: seen });
    Navigator.prototype.setAppBadge = async (n?: number) => void seen.push(n ?? 0);
    Navigator.prototype.clearAppBadge = async () => void seen.push(0);
  });
  const { alice, bob, tokens } = await signInBoth(page, '/my/notifications');
  await controlled(page);
  expect(await currentAccount(page)).toBe(bob.id);
  await expect.poll(() => workerAccounts(page)).toBe(2);
  // The page shows the current account's unread count (bob's).
  // With the tokens already had: a new sign-in would itself add a notification.
  const unread = async (name: 'alice' | 'bob') =>
    ((await (await request.post('/api/i', { data: { i: tokens[name] } })).json()) as { unreadNotificationsCount: number })
      .unreadNotificationsCount;
  const bobUnread = await unread('bob');
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as { __badges: number[] }).__badges.at(-1))).toBe(bobUnread);

  // Carol mentions alice in a public note: alice's push, while bob is the one signed in.
  const carolToken = await tokenOf(page, 'carol');
  const text = `@alice push e2e ${Date.now()}`;
  const created = (await (await request.post('/api/notes/create', { data: { i: carolToken, text } })).json()) as {
    createdNote: { id: string; text: string; visibility: string; user: Record<string, unknown> };
  };
  const note = created.createdNote;
  const carol = note.user;
  const sw = await worker(context);
  await sw.evaluate(() => {
    const seen: number[] = [];
    Object.assign(self, { __badges: seen });
    // The worker's navigator (a WorkerNavigator, which the page's type library does not name).
    Object.assign(Object.getPrototypeOf(navigator), { setAppBadge: async (n?: number) => void seen.push(n ?? 0) });
  });
  const send = await pushSender(context, page);
  const mention = (id: string) => ({
    type: 'notification',
    userId: alice.id,
    dateTime: Date.now(),
    body: { id, type: 'mention', createdAt: new Date().toISOString(), userId: carol.id, user: carol, note },
  });
  const tag = `${alice.id}:note:${note.id}`;
  await send(mention('push-e2e-m1'));
  await expect
    .poll(() => shownNotifications(sw))
    .toEqual([
      {
        title: `${String(carol.name ?? carol.username)} mentioned you`,
        body: text,
        tag,
        actions: [
          { action: 'reply', title: 'Reply' },
          { action: 'renote', title: 'Renote' },
        ],
      },
    ]);

  // The worker puts alice's unread count (the server's, with her token) on the app's icon.
  const aliceUnread = await unread('alice');
  expect(aliceUnread).toBeGreaterThan(0);
  await expect.poll(() => sw.evaluate(() => (self as unknown as { __badges: number[] }).__badges.at(-1))).toBe(aliceUnread);

  // Renote: made by the worker as alice (bob is current), and the notification goes.
  await clickNotification(sw, tag, 'renote');
  await expect
    .poll(async () => {
      const renotes = (await (await request.post('/api/notes/renotes', { data: { noteId: note.id } })).json()) as { userId: string }[];
      return renotes.map((r) => r.userId);
    })
    .toEqual([alice.id]);
  await expect.poll(() => shownNotifications(sw)).toEqual([]);

  // The body: Kite, open as bob, goes to the note as alice (a full load with `loginId`).
  await send(mention('push-e2e-m2'));
  await expect.poll(async () => (await shownNotifications(sw)).length).toBe(1);
  await clickNotification(sw, tag, '');
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
  await expect.poll(() => currentAccount(page)).toBe(alice.id);
  await expect(page.locator('main').getByText(text).first()).toBeVisible();
  // Kite hears the worker again once its first content is drawn.
  await pwaActive(page);

  // Reply: Kite's composer over the page, replying to the note, as alice.
  await send(mention('push-e2e-m3'));
  await expect.poll(async () => (await shownNotifications(sw)).length).toBe(1);
  await clickNotification(sw, tag, 'reply');
  const composer = page.getByRole('dialog').filter({ has: page.getByRole('textbox') });
  await expect(composer.getByText(text).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
  expect(await currentAccount(page)).toBe(alice.id);
  await page.keyboard.press('Escape');

  // A follow request that is no longer there: the button's failure is said in a notification.
  await send({
    type: 'notification',
    userId: alice.id,
    dateTime: Date.now(),
    body: { id: 'push-e2e-r1', type: 'receiveFollowRequest', createdAt: new Date().toISOString(), userId: carol.id, user: carol },
  });
  const requestTag = `${alice.id}:followRequest:${String(carol.id)}`;
  await expect.poll(async () => (await shownNotifications(sw)).map((n) => n.actions.map((a) => a.title))).toEqual([['Accept', 'Reject']]);
  await clickNotification(sw, requestTag, 'accept');
  await expect
    .poll(async () => (await shownNotifications(sw)).map((n) => n.title))
    .toEqual([expect.stringMatching(/^That did not work: /)]);
  await clickNotification(sw, requestTag, '');
  await expect(page).toHaveURL(/\/my\/follow-requests$/);
});
