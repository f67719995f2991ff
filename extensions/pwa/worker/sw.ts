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
import { readPush } from './payload';
import { BADGE_ICON, pushView } from './notify';
import { isObj } from './payload';
import type { Texts } from './notify';
import type { SwScope } from './scope';
import { openOrFocus } from './open';

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
        // Read elsewhere: what is still shown for that account goes.
        for (const n of await self.registration.getNotifications()) if (n.tag.startsWith(`${data.userId}:`)) n.close();
        return;
      }
      const view = pushView(data, await readTexts());
      if (!view) return;
      await self.registration.showNotification(view.title, {
        body: view.body,
        icon: view.icon,
        badge: BADGE_ICON,
        tag: view.tag,
        data: view.data,
      });
    })(),
  );
});

self.addEventListener('notificationclick', (ev) => {
  ev.notification.close();
  const d: unknown = ev.notification.data;
  const path = isObj(d) && typeof d.path === 'string' && d.path.startsWith('/') ? d.path : '/my/notifications';
  const userId = isObj(d) && typeof d.userId === 'string' ? d.userId : null;
  // Started before waitUntil, which refuses events the worker did not receive from the browser.
  const done = openOrFocus(self, path, userId);
  ev.waitUntil(done);
});
