import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import {
  FAKE_ENDPOINT,
  clickNotification,
  controlled,
  fakePushManager,
  pushSender,
  pwaActive,
  shownNotifications,
  worker,
} from './support/push';
import { tokenOf } from './support/deck';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The installable app (issue 36): manifest, service worker (precache, offline shell, update offer) and push
 * (support/push.ts says what is replaced). The notification buttons and account switching: pwa-push.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  test('the manifest is linked and valid, the worker controls the page, and Chromium finds the app installable', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
    const res = await request.get('/manifest.json');
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown>;
    // The devserver's own name and colour (its meta), Kite's icons (it sets no app icons).
    expect(manifest).toMatchObject({ name: 'Kite devserver', display: 'standalone', start_url: '/', theme_color: '#3a8fd8' });
    expect(manifest.share_target).toMatchObject({
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'files' }] },
    });
    expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual(['/share', '/my/notifications', '/search']);
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).ok()).toBe(true);

    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['service-worker-allowed']).toBe('/');
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are off the record, which Chromium reports too; nothing else may be wrong.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('after a visit the shell opens offline and says it is offline', async ({ page, context }) => {
    await signIn(page, 'alice');
    await controlled(page);
    await expect(page.locator('article').first()).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    // Kite's own page (the navigation bar), not the browser's error page, with the offline line.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  });

  test('a new build’s worker is offered as “reload to update”, and the reload runs it', async ({ page }) => {
    const file = path.join(process.env.E2E_CLIENT_DIR ?? 'dist', 'sw.js');
    const original = readFileSync(file, 'utf8');
    await page.goto('/');
    await controlled(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    try {
      writeFileSync(file, `${original}\n// a new build\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const dialog = page.getByRole('dialog').filter({ hasText: 'A new version of Kite is ready' });
      await expect(dialog).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      // The new worker controls the page, and nothing is left waiting.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting == null))).toBe(true);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    } finally {
      writeFileSync(file, original);
    }
  });
});

test.describe('push notifications', () => {
  test('push on registers alice’s subscription; a pushed reaction shows, and its click opens the note', async ({
    page,
    context,
    request,
  }) => {
    // Three page loads, each waiting for the worker and the first content.
    test.slow();
    await context.grantPermissions(['notifications']);
    await context.addInitScript(fakePushManager, FAKE_ENDPOINT);
    await signIn(page, 'alice', '/settings/notifications');
    await controlled(page);
    const push = page.getByRole('checkbox', { name: 'Receive push notifications for this account on this device' });
    await expect(push).toBeEnabled();
    await expect(push).not.toBeChecked();
    // The switch turns once the server has answered (not `check()`, which expects it at once).
    await push.click();
    await expect(page.locator('[data-push="on"]')).toBeVisible();
    // Removing notifications read elsewhere: off at first (as on Misskey), kept in the server's registration.
    const readMessage = page.getByRole('checkbox', { name: 'Remove push notifications once they are read' });
    await expect(readMessage).not.toBeChecked();
    await readMessage.click();
    await expect(readMessage).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'notification settings with push');

    const i = await tokenOf(page, 'alice');
    const reg = await request.post('/api/sw/show-registration', { data: { i, endpoint: FAKE_ENDPOINT } });
    const registration = (await reg.json()) as { userId: string; endpoint: string; sendReadMessage: boolean };
    expect(registration).toMatchObject({ endpoint: FAKE_ENDPOINT, sendReadMessage: true });
    // After a reload the switch reads the server's registration.
    await page.reload();
    await expect(push).toBeChecked();
    await expect(readMessage).toBeChecked();

    const notes = (await (
      await request.post('/api/users/notes', { data: { i, userId: registration.userId, limit: 1, withReplies: false } })
    ).json()) as {
      id: string;
      text: string | null;
    }[];
    const note = notes[0];
    const carol = (await (await request.post('/api/users/show', { data: { username: 'carol' } })).json()) as Record<string, unknown>;
    const payload = {
      type: 'notification',
      userId: registration.userId,
      dateTime: Date.now(),
      body: { id: 'push-e2e-1', type: 'reaction', createdAt: new Date().toISOString(), user: carol, note, reaction: '👍' },
    };
    const sw = await worker(context);
    const send = await pushSender(context, page);
    await send(payload);
    const tag = `${registration.userId}:reaction:${note.id}`;
    await expect
      .poll(() => shownNotifications(sw))
      .toEqual([
        {
          title: `${String(carol.name ?? carol.username)} reacted 👍`,
          body: note.text ?? '',
          tag,
          actions: [{ action: 'markAllRead', title: 'Mark all as read' }],
        },
      ]);

    // Another page first, so the click's effect is seen.
    await page.goto('/my/notifications');
    await pwaActive(page);
    await clickNotification(sw, tag);
    await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
    await expect.poll(() => shownNotifications(sw)).toEqual([]);

    // Off: the server forgets alice's registration.
    await page.goto('/settings/notifications');
    await push.click();
    await expect(page.locator('[data-push="off"]')).toBeVisible();
    const after = await request.post('/api/sw/show-registration', { data: { i, endpoint: FAKE_ENDPOINT } });
    expect(after.status()).toBe(204);
  });
});
