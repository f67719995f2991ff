import { Accounts, Api, Composer, Dialogs, I18n, Navigation, Overlays } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { pwaMessages as m } from './messages';
import { pushMessages } from './pushMessages';
import { watchOnline } from './offlineBanner';
import { readOrder } from './orders';
import { watchBadge } from './appBadge';
import { offerInstall } from './installPrompt';

/** How often an open Kite asks whether a new build was deployed (besides each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** A post order: the composer over the page, replying to or quoting the note; the share page if it is gone. */
async function openComposer(ctx: ExtensionContext, replyId: string | null, renoteId: string | null, url: string): Promise<void> {
  const api = ctx.get(Api);
  const notes = await Promise.all([
    replyId ? api.request('notes/show', { noteId: replyId }) : null,
    renoteId ? api.request('notes/show', { noteId: renoteId }) : null,
  ]).catch(() => null);
  // A note that cannot be had here: the share page says why.
  if (!notes) return ctx.get(Navigation).push(url);
  await ctx.get(Composer).open({ reply: notes[0], renote: notes[1] });
}

/** Registers the service worker and wires its update offer and its orders (loaded after the first content). */
export default function activate(ctx: ExtensionContext): void {
  const i18n = ctx.get(I18n);
  ctx.onDispose(watchOnline(i18n.t(m.offline)));
  // Development (Vite's server) has no built worker; an old browser has none at all.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // The unread count on the installed app's icon (only an installed app, which has the worker, shows one).
  ctx.onDispose(watchBadge(ctx.get(Accounts)));
  // The install offer is drawn by React, loaded when the browser first offers.
  ctx.onDispose(
    offerInstall(
      (done) => {
        let handle: { dispose(): void } | null = null;
        let gone = false;
        void import('./InstallNotice').then((n) => {
          if (!gone) handle = n.mountInstallNotice(ctx.get(Overlays), done);
        });
        return () => {
          gone = true;
          handle?.dispose();
        };
        // Not over the donation notice, which takes the same place.
      },
      window,
      window.localStorage,
      () => document.querySelector('.kite-donation') != null,
    ),
  );

  const onMessage = (ev: MessageEvent) => {
    const order = readOrder(ev.data);
    if (!order) return;
    const current = ctx.get(Accounts).current?.id ?? null;
    // Another account's notification: a full load switches to it (`loginId`, spec 1 §2.2).
    if (order.loginId && order.loginId !== current)
      location.assign(`${order.url}${order.url.includes('?') ? '&' : '?'}loginId=${encodeURIComponent(order.loginId)}`);
    else if (order.order === 'post' && ctx.has(Composer)) void openComposer(ctx, order.replyId, order.renoteId, order.url);
    else ctx.get(Navigation).push(order.url);
  };
  sw.addEventListener('message', onMessage);
  ctx.onDispose(() => sw.removeEventListener('message', onMessage));

  let offered = false;
  const offer = (waiting: ServiceWorker) => {
    // The first worker of a browser is no update; a second waiting worker is offered once per page.
    if (!sw.controller || offered || !ctx.has(Dialogs)) return;
    offered = true;
    void ctx
      .get(Dialogs)
      .confirm({
        type: 'info',
        title: i18n.t(m.updateTitle),
        text: i18n.t(m.updateText),
        okText: i18n.t(m.updateReload),
        cancelText: i18n.t(m.updateLater),
      })
      .then((yes) => {
        if (!yes) return;
        sw.addEventListener('controllerchange', () => location.reload(), { once: true });
        waiting.postMessage({ type: 'skipWaiting' });
      });
  };

  void sw.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
    (reg) => {
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const w = reg.installing;
        w?.addEventListener('statechange', () => {
          if (w.state === 'installed') offer(w);
        });
      });
      const timer = setInterval(() => void reg.update().catch(() => {}), UPDATE_CHECK_MS);
      ctx.onDispose(() => clearInterval(timer));
      // The worker has no language pack: it gets the notification texts in the person's language.
      const texts = Object.fromEntries(Object.values(pushMessages).map((k) => [k.id, i18n.t(k)]));
      void sw.ready.then((r) => r.active?.postMessage({ type: 'texts', texts }));
    },
    (e: unknown) => console.warn('[kite] service worker not registered', e),
  );
}
