import { expect } from '@playwright/test';
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';

/**
 * Push in e2e (issue 36). The browser's push service is the one thing replaced (headless Chromium has none to
 * reach): the page's PushManager hands out a fixed subscription, and pushes are delivered to the worker through
 * the DevTools protocol.
 */
export const FAKE_ENDPOINT = 'https://push.kite.test/send/e2e-subscription';

/** A PushManager that subscribes without a push service; the subscription survives reloads (local storage). */
export function fakePushManager(endpoint: string) {
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
export async function pwaActive(page: Page) {
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
export async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller != null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  await pwaActive(page);
}

export async function worker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
}

/** Delivers pushes to the page's service worker through the DevTools protocol. */
export async function pushSender(context: BrowserContext, page: Page): Promise<(payload: unknown) => Promise<void>> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const r = e.registrations.find((x) => x.scopeURL.endsWith('/') && !x.isDeleted);
      if (r) resolve(r.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const id = await registrationId;
  return async (payload) => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
  };
}

/** What the worker shows now: each notification's texts, tag and buttons. */
export function shownNotifications(sw: Worker) {
  return sw.evaluate(() =>
    (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications().then((ns) =>
      ns.map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        actions: ((n as unknown as { actions?: { action: string; title: string }[] }).actions ?? []).map((a) => ({
          action: a.action,
          title: a.title,
        })),
      })),
    ),
  );
}

/**
 * Clicks the shown notification whose tag is `tag` (its button `action`, or its body with ''). The browser's
 * own click cannot be driven headless: the worker gets the same event, dispatched.
 */
export async function clickNotification(sw: Worker, tag: string, action = '') {
  await sw.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [n] = await scope.registration.getNotifications({ tag });
      const Ctor = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action?: string }) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new Ctor('notificationclick', { notification: n, action }));
    },
    { tag, action },
  );
}
