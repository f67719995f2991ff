import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { signIn } from './shellSupport';
import { tokenOf } from './support/deck';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The installable app (issue 36): manifest, service worker (precache, offline shell, update offer) and push.
 * The browser's push service is the one thing replaced (headless Chromium has none to reach): the page's
 * PushManager hands out a fixed subscription, and pushes are delivered to the worker through the DevTools protocol.
 */
test.use({ serviceWorkers: 'allow' });

const FAKE_ENDPOINT = 'https://push.kite.test/send/e2e-subscription';

/** A PushManager that subscribes without a push service; the subscription survives reloads (local storage). */
function fakePushManager(endpoint: string) {
  const KEY = 'kite-e2e:push-key';
  const make = (key: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
    getKey: (name: string) => new Uint8Array(name === 'auth' ? 16 : 65).fill(7).buffer,
    toJSON: () => ({ endpoint }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (opts?: PushSubscriptionOptionsInit) {
    const raw = opts?.applicationServerKey;
    const bytes = raw instanceof Uint8Array ? raw : new Uint8Array(raw instanceof ArrayBuffer ? raw : new ArrayBuffer(0));
    const key = btoa(String.fromCharCode(...bytes));
    localStorage.setItem(KEY, key);
    return make(key);
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(KEY);
    return key ? make(key) : null;
  };
}

/** The pwa extension has started on this page (after the first content): the worker's messages are heard. */
async function pwaActive(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (globalThis as unknown as { __kite__?: { host: { list(): { id: string; state: string }[] } } }).__kite__?.host
            .list()
            .find((s) => s.id === 'pwa')?.state,
      ),
    )
    .toBe('active');
}

/** The worker is installed and controls the page (a first visit's page is controlled from its next load). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller != null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  await pwaActive(page);
}

async function worker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
}

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
    expect(manifest.share_target).toMatchObject({ action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } });
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
    await expectNoSeriousA11yViolations(page, 'notification settings with push');

    const i = await tokenOf(page, 'alice');
    const reg = await request.post('/api/sw/show-registration', { data: { i, endpoint: FAKE_ENDPOINT } });
    const registration = (await reg.json()) as { userId: string; endpoint: string };
    expect(registration.endpoint).toBe(FAKE_ENDPOINT);
    // After a reload the switch reads the server's registration.
    await page.reload();
    await expect(push).toBeChecked();

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
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const r = e.registrations.find((x) => x.scopeURL.endsWith('/') && !x.isDeleted);
        if (r) resolve(r.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });

    const shown = () =>
      sw.evaluate(() =>
        (self as unknown as { registration: ServiceWorkerRegistration }).registration
          .getNotifications()
          .then((ns) => ns.map((n) => ({ title: n.title, body: n.body, tag: n.tag }))),
      );
    await expect.poll(shown).toEqual([
      {
        title: `${String(carol.name ?? carol.username)} reacted 👍`,
        body: note.text ?? '',
        tag: `${registration.userId}:reaction:${note.id}`,
      },
    ]);

    // Another page first, so the click's effect is seen.
    await page.goto('/my/notifications');
    await pwaActive(page);
    await sw.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [n] = await scope.registration.getNotifications();
      const Ctor = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
        .NotificationEvent;
      scope.dispatchEvent(new Ctor('notificationclick', { notification: n }));
    });
    await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
    await expect.poll(shown).toEqual([]);

    // Off: the server forgets alice's registration.
    await page.goto('/settings/notifications');
    await push.click();
    await expect(page.locator('[data-push="off"]')).toBeVisible();
    const after = await request.post('/api/sw/show-registration', { data: { i, endpoint: FAKE_ENDPOINT } });
    expect(after.status()).toBe(204);
  });
});
