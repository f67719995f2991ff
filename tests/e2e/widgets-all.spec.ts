import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { addWidget, widgetColumn } from './support/widgets';

/**
 * Spec 1 §2.8's 29 widgets, each by the name the add list shows: every one is offered, is
 * added by name, draws its content (no load or render failure), saves its settings form, and is
 * removed again.
 */
const WIDGETS: Record<string, string> = {
  profile: 'Profile',
  instanceInfo: 'Server information',
  memo: 'Sticky note',
  notifications: 'Notifications',
  timeline: 'Timeline',
  calendar: 'Calendar',
  rss: 'RSS feed',
  rssTicker: 'RSS ticker',
  trends: 'Trending',
  clock: 'Clock',
  activity: 'Activity',
  photos: 'Photos',
  digitalClock: 'Digital clock',
  unixClock: 'UNIX clock',
  postForm: 'Post form',
  slideshow: 'Slideshow',
  serverMetric: 'Server metrics',
  onlineUsers: 'Online users',
  jobQueue: 'Job queue',
  button: 'Button',
  aiscript: 'AiScript console',
  aiscriptApp: 'AiScript App',
  aichan: 'Ai-chan',
  userList: 'User list',
  clicker: 'Clicker',
  birthdayFollowings: 'Birthdays today',
  chat: 'Chat',
  federation: 'Federation',
  instanceCloud: 'Server cloud',
};

const NO_SETTINGS = ['profile', 'instanceInfo', 'postForm'];

test('every widget of the spec is in the add list, is added by name, draws, saves its settings and is removed', async ({ page }) => {
  test.setTimeout(240_000);
  expect(Object.keys(WIDGETS)).toHaveLength(29);
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  // The add list names every one of them.
  await column.getByRole('button', { name: 'Edit widgets' }).click();
  await column.getByRole('button', { name: 'Add widget' }).click();
  for (const title of Object.values(WIDGETS)) await expect(page.getByRole('menuitem', { name: title, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const [name, title] of Object.entries(WIDGETS)) {
    await test.step(name, async () => {
      const before = await column.locator(`[data-widget="${name}"]`).count();
      const widget = await addWidget(page, column, title);
      await expect(column.locator(`[data-widget="${name}"]`)).toHaveCount(before + 1);
      // Drawn: the widget's own body is there (not the loading spinner), and no failure box.
      await expect(widget.locator('.kite-widget-body')).toBeVisible();
      await expect(widget.getByText('Something happened')).toHaveCount(0);
      // Its settings form (Misskey's profile, server information and post form widgets have none) opens and saves.
      const settings = column.getByRole('button', { name: `Settings of ${title}`, exact: true }).last();
      if (NO_SETTINGS.includes(name)) await expect(settings).toHaveCount(0);
      else {
        await settings.click();
        const dialog = page.getByRole('dialog', { name: `Settings of ${title}` });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(widget.getByText('Something happened')).toHaveCount(0);
      }
      await column
        .getByRole('button', { name: `Remove ${title}`, exact: true })
        .last()
        .click();
      await expect(column.locator(`[data-widget="${name}"]`)).toHaveCount(before);
    });
  }
});

test('the notifications widget shows an earned achievement by its title, not its raw name', async ({ page, request }) => {
  const res = await request.post('/api/signin-flow', { data: { username: 'erin', password: 'password' } });
  const i = ((await res.json()) as { i: string; id: string }).i;
  const me = (await (await request.post('/api/i', { data: { i } })).json()) as { id: string };
  const earned = (await (await request.post('/api/users/achievements', { data: { userId: me.id } })).json()) as { name: string }[];
  // An achievement erin has not earned yet (whatever ran before), claimed now: a new notification.
  const titles: Record<string, string> = {
    foundTreasure: 'Treasure hunter',
    brainDiver: 'Brain diver',
    setNameToSyuilo: 'Name borrowed',
    justPlainLucky: 'Just lucky',
    cookieClicked: 'Cookie clicker',
  };
  const name = Object.keys(titles).find((n) => !earned.some((e) => e.name === n));
  expect(name).toBeDefined();
  expect((await request.post('/api/i/claim-achievement', { data: { i, name } })).status()).toBeLessThan(300);
  await signIn(page, 'erin');
  const column = widgetColumn(page);
  const widget = await addWidget(page, column, 'Notifications');
  const item = widget.locator('[data-notification-type="achievementEarned"]').first();
  await expect(item).toContainText('Achievement unlocked');
  await expect(item).toContainText(titles[name!]);
  await expect(item).not.toContainText(name!);
});
