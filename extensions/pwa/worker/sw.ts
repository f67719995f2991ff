/**
 * Kite's service worker, served at `/sw.js` (spec 1 §2.1) and built by `tools/serviceWorker.ts`:
 * - precaches the app shell (index.html, icons, manifest) and the start page's hashed chunks; each hashed
 *   file is stored once, under its own name, and never fetched again;
 * - caches the other hashed chunks the first time they load, so pages opened once also open offline;
 * - navigations always go to the network first and fall back to the precached shell only offline, so
 *   no stale page is served after a deploy; the new worker waits until the page asks it to take over
 *   ("reload to update");
 * - never touches the API, streaming or media (requests other than those above pass through untouched,
 *   as the tests' request mocks expect);
 * - shows Misskey's push notifications and opens Kite where a click leads.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isObj, readPush } from './payload';
import { APP_ICON, BADGE_ICON, pushView } from './notify';
import type { PushView, Texts } from './notify';
import type { SwScope } from './scope';
import { openOrFocus } from './open';
import { planFor, readTarget, runPlan, workerAccounts } from './actions';
import { showBadge, unreadOf } from './badge';
import { takeShare, uploadAs } from './share';
import { currentAccount } from './accounts';
import { interpolate } from '@kite/sdk';
import { pushMessages as m } from '../pushMessages';

declare const self: SwScope;
/** Filled in at build time: the shell and the start page's files (`tools/serviceWorker.ts`). */
declare const __KITE_PRECACHE__: { url: string; revision: string | null }[];

/** Paths of the server's own (Misskey's) that are never the app shell. */
const SERVER_PATHS = /^\/(api|streaming|files|proxy|avatar|emoji|twemoji|fluent-emoji|url|miauth|identicon|static|__dev|__fixtures)(\/|$)/;

// Navigations first, so the precache (which also answers `/` with index.html) never serves an old page online.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [SERVER_PATHS] },
  ),
);
precache(__KITE_PRECACHE__);
addRoute({ directoryIndex: '', cleanURLs: false, ignoreURLParametersMatching: [/.*/] });
// Chunks of other pages: hashed names, so a stored copy is always right; bounded so old builds' files go.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: 'kite-assets', plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);
// The share target with files (the manifest's POST to /share): uploaded, then the share page opens with them.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/share',
  ({ request }) =>
    takeShare(request, {
      origin: self.location.origin,
      account: () => currentAccount(),
      upload: uploadAs,
      failed: async (count, error) => {
        const texts = await readTexts();
        await self.registration.showNotification(interpolate(texts[m.shareFailed.id] ?? m.shareFailed.en, { count, error }), {
          icon: APP_ICON,
          badge: BADGE_ICON,
          tag: 'share-failed',
        });
      },
    }),
  'POST',
);
cleanupOutdatedCaches();
clientsClaim();

const TEXTS_CACHE = 'kite-texts';
const TEXTS_URL = '/__kite/push-texts.json';

async function readTexts(): Promise<Texts> {
  try {
    const res = await (await caches.open(TEXTS_CACHE)).match(TEXTS_URL);
    const parsed: unknown = res ? await res.json() : null;
    if (!isObj(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

self.addEventListener('message', (ev) => {
  const data: unknown = ev.data;
  if (!isObj(data)) return;
  // "Reload to update": the page asks the waiting worker to take over, then reloads.
  if (data.type === 'skipWaiting') void self.skipWaiting();
  // The page's language: the notification texts, translated.
  if (data.type === 'texts' && isObj(data.texts)) {
    const body = JSON.stringify(data.texts);
    ev.waitUntil(
      caches.open(TEXTS_CACHE).then((c) => c.put(TEXTS_URL, new Response(body, { headers: { 'content-type': 'application/json' } }))),
    );
  }
});

/** "Follow back" is no use when the account already follows them (asked with the account's token, as Misskey does). */
async function withoutNeedless(view: PushView): Promise<PushView> {
  const other = view.data.otherUserId;
  if (!other || !view.actions.some((a) => a.action === 'followBack')) return view;
  const account = await workerAccounts.account(view.data.userId);
  const user = account ? await workerAccounts.call(account, 'users/show', { userId: other }).catch(() => null) : null;
  return isObj(user) && user.isFollowing === true ? { ...view, actions: view.actions.filter((a) => a.action !== 'followBack') } : view;
}

/** This account's notifications still on display. */
async function shownFor(userId: string): Promise<Notification[]> {
  return (await self.registration.getNotifications()).filter((n) => n.tag.startsWith(`${userId}:`));
}

self.addEventListener('push', (ev) => {
  let raw: unknown = null;
  try {
    raw = ev.data?.json();
  } catch {
    return;
  }
  const data = readPush(raw);
  if (!data) return;
  ev.waitUntil(
    (async () => {
      if (data.type === 'readAllNotifications') {
        // Read elsewhere: what is still shown for that account goes, and so does the app's count.
        for (const n of await shownFor(data.userId)) n.close();
        await showBadge(0);
        return;
      }
      const texts = await readTexts();
      const found = pushView(data, texts);
      if (!found) return;
      const view = await withoutNeedless(found);
      await self.registration.showNotification(view.title, {
        body: view.body,
        icon: view.icon,
        badge: BADGE_ICON,
        tag: view.tag,
        data: view.data,
        // Not in the DOM library's NotificationOptions yet; Chromium and Edge show up to two buttons.
        ...{ actions: view.actions },
      });
      if (data.type === 'notification') await showBadge(await unreadOf(data.userId, shownFor));
    })(),
  );
});

self.addEventListener('notificationclick', (ev) => {
  ev.notification.close();
  const target = readTarget(ev.notification.data);
  const action = typeof ev.action === 'string' ? ev.action : '';
  const tag = ev.notification.tag;
  const icon = ev.notification.icon;
  // Started before waitUntil, which refuses events the worker did not receive from the browser.
  const done = target
    ? runPlan(planFor(action, target), target, {
        ...workerAccounts,
        open: (path, userId, replyId) => openOrFocus(self, path, userId, replyId ? { replyId } : undefined),
        closeAll: async (userId) => {
          for (const n of await shownFor(userId)) n.close();
          await showBadge(0);
        },
        failed: async (error) => {
          const texts = await readTexts();
          await self.registration.showNotification(interpolate(texts[m.actionFailed.id] ?? m.actionFailed.en, { error }), {
            body: ev.notification.title,
            icon,
            badge: BADGE_ICON,
            tag,
            data: target,
          });
        },
      })
    : openOrFocus(self, '/my/notifications', null);
  try {
    ev.waitUntil(done);
  } catch {
    // A dispatched (untrusted) event: the work goes on without it.
  }
});
