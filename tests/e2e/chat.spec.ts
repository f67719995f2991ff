import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Chat (issue 17): messages arrive live between two people, in a room as well; unread dot; policy gate. */

async function person(browser: Browser, username: string, path = '/'): Promise<Page> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signIn(page, username, path);
  return page;
}

const messages = (page: Page) => page.getByRole('list', { name: 'Chat' });

test('a message alice sends arrives live for carol, who reacts; alice sees the reaction live', async ({ browser }) => {
  const text = `hello carol ${Date.now()}`;
  // carol opens the conversation from alice's user menu.
  const carol = await person(browser, 'carol', '/@alice');
  await carol
    .getByRole('region', { name: /’s profile$/ })
    .getByRole('button', { name: 'User menu' })
    .click();
  await carol.getByRole('menuitem', { name: 'Chat', exact: true }).click();
  await expect(carol).toHaveURL(/\/chat\/user\/\w+$/);
  await expect(carol.getByRole('textbox', { name: 'Message' })).toBeVisible();

  // alice starts a chat with @carol from /chat.
  const alice = await person(browser, 'alice', '/chat');
  await alice.getByRole('button', { name: 'Start a chat' }).click();
  await alice.getByRole('dialog').getByRole('textbox').fill('@carol');
  await alice.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(alice).toHaveURL(/\/chat\/user\/\w+$/);
  await alice.getByRole('textbox', { name: 'Message' }).fill(text);
  await alice.getByRole('button', { name: 'Send' }).click();
  await expect(messages(alice).getByText(text)).toBeVisible();
  await expect(alice.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // No reload on carol's side: the chatUser channel brings it.
  const arrived = messages(carol).locator('li', { hasText: text });
  await expect(arrived).toBeVisible();
  await carol.screenshot({ path: 'test-results/chat-user-carol.png' });

  await arrived.getByRole('button', { name: 'Message actions' }).click();
  await carol.getByRole('menuitem', { name: 'React with 👍' }).click();
  await expect(arrived.getByRole('button', { name: 'Remove your 👍 reaction' })).toBeVisible();
  const onAlice = messages(alice).locator('li', { hasText: text });
  await expect(onAlice.getByRole('button', { name: 'React with 👍' })).toContainText('1');
  await alice.screenshot({ path: 'test-results/chat-user-alice.png' });

  // carol's history lists the conversation.
  await carol.goto('/chat');
  await expect(carol.getByRole('list', { name: 'History' }).getByRole('link', { name: new RegExp(text) })).toBeVisible();
  await carol.context().close();
  await alice.context().close();
});

test("in a room: alice creates it and invites carol, carol joins from her invitations, and alice's message arrives live", async ({
  browser,
}) => {
  const roomName = `Kite room ${Date.now()}`;
  const alice = await person(browser, 'alice', '/chat');
  await alice.getByRole('button', { name: 'Create a room' }).click();
  await alice.getByRole('dialog').getByRole('textbox').fill(roomName);
  await alice.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(alice).toHaveURL(/\/chat\/room\/\w+$/);
  await expect(alice.getByRole('heading', { name: roomName }).first()).toBeVisible();
  await alice.getByRole('tab', { name: 'Members' }).click();
  await alice.getByRole('button', { name: 'Invite' }).click();
  await alice.getByRole('dialog').getByRole('textbox').fill('carol');
  await alice.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(alice.getByRole('status').filter({ hasText: 'Invited @carol' })).toBeVisible();

  const carol = await person(browser, 'carol', '/chat');
  await carol.getByRole('tab', { name: 'Invitations' }).click();
  const invitation = carol.getByRole('list', { name: 'Invitations' }).locator('li', { hasText: roomName });
  await expect(invitation).toContainText('Invited by Alice');
  await invitation.getByRole('button', { name: 'Join' }).click();
  await expect(carol).toHaveURL(alice.url());
  await expect(carol.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await alice.getByRole('tab', { name: 'Chat' }).click();
  const text = `welcome to the room ${Date.now()}`;
  await alice.getByRole('textbox', { name: 'Message' }).fill(text);
  await alice.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(messages(alice).getByText(text)).toBeVisible();
  const arrived = messages(carol).locator('li', { hasText: text });
  await expect(arrived).toBeVisible();
  await expect(arrived).toContainText('Alice'); // rooms show the author
  await carol.screenshot({ path: 'test-results/chat-room-carol.png' });

  // carol answers; alice sees it live too.
  await carol.getByRole('textbox', { name: 'Message' }).fill('thanks!');
  await carol.getByRole('button', { name: 'Send' }).click();
  await expect(messages(alice).locator('li', { hasText: 'thanks!' })).toContainText('Carol');
  await alice.getByRole('tab', { name: 'Members' }).click();
  await expect(alice.getByRole('region', { name: 'Members' })).toContainText('@carol');
  await carol.context().close();
  await alice.context().close();
});

test("an unread message lights the navbar's chat entry until the conversation is read", async ({ browser, request }) => {
  const token = (
    (await (await request.post('/api/signin-flow', { data: { username: 'bob', password: 'password' } })).json()) as { i: string }
  ).i;
  const carolId = ((await (await request.post('/api/users/show', { data: { username: 'carol' } })).json()) as { id: string }).id;
  const sent = await request.post('/api/chat/messages/create-to-user', { data: { i: token, toUserId: carolId, text: 'are you there?' } });
  expect(sent.status()).toBe(200);
  const carol = await person(browser, 'carol');
  const chatEntry = carol.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Chat/ });
  await expect(chatEntry.locator('[data-indicator]')).toHaveCount(1);
  await chatEntry.click();
  const row = carol.getByRole('list', { name: 'History' }).locator('li', { hasText: 'are you there?' });
  await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
  await row.getByRole('link', { name: /are you there/ }).click();
  await expect(messages(carol).getByText('are you there?')).toBeVisible();
  await expect(chatEntry.locator('[data-indicator]')).toHaveCount(0);
  await carol.context().close();
});

test('chat is not available to a role without it (dave)', async ({ page }) => {
  await signIn(page, 'dave', '/chat');
  await expect(page.getByText('Chat is not available')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Chat/ })).toHaveCount(0);
});
