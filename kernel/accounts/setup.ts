import { Accounts, Api, ApiFeedback, AuthUi, Instance, KeyValue, NoteStore, Stream, Viewer, afterFirstContent, whenIdle } from '@kite/sdk';
import { NoteStoreImpl, createKeyValueService, openStartupKvStore } from '@kite/sdk/internal';
import type { I18nService, PreferencesService, Token } from '@kite/sdk';
import type { KernelServices } from '../di/services';
import { KernelApi } from '../api/client';
import type { ApiUi } from '../api/client';
import { KernelInstance } from '../api/instance';
import { KernelStream } from '../stream/service';
import { KernelAccounts } from './store';
import { safeSessionStorage, withSessionFallback } from './sessionFallback';
import { KernelViewer } from './viewer';
import { connectRealtime } from '../stream/realtime';
import { beginWarmRecording } from '../boot/warmStart';
import { ACCOUNTS_KEY, CURRENT_KEY } from './types';

/** Removes `loginId` from the address once it has been applied (spec 1 §2.2). */
function dropLoginIdParam(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('loginId')) return;
  url.searchParams.delete('loginId');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

/**
 * Accounts, Api, Instance, NoteStore, Stream and Viewer: created before extensions activate,
 * started (token check, meta, stream) after the first render so their dialogs can show.
 */
export async function setupNetServices(opts: {
  services: KernelServices;
  i18n: I18nService;
  prefs: PreferencesService;
  storage: Storage | null;
  loginId: string | null;
}) {
  const { services } = opts;
  const keyValue = createKeyValueService();
  services.provide(KeyValue, keyValue);
  // Full storage keeps a sign-in for the session instead of dropping it (issue 38).
  const kv = withSessionFallback(await openStartupKvStore('kite', [ACCOUNTS_KEY, CURRENT_KEY]), safeSessionStorage());
  // The progress overlay and the error dialogs are an extension's (the dialogs'); without one, errors are logged.
  const feedback = () => (services.has(ApiFeedback) ? services.resolve(ApiFeedback) : null);
  const ui: ApiUi = {
    waiting: (promise) => feedback()?.waiting(promise) ?? promise,
    showError: async (err, errors) => {
      const f = feedback();
      if (f) await f.showError(err, errors);
      else console.error('[kite] API error', err);
    },
  };
  const accounts = new KernelAccounts({
    kv,
    homeOrigin: location.origin,
    reload: (path) => location.assign(path),
    currentPath: () => location.pathname + location.search + location.hash,
    onAccountError: async (err) => {
      const f = feedback();
      if (f) await f.showAccountError(err);
      else console.error('[kite] account check failed', err);
    },
    apiDeps: { ui: () => ui },
    // Its code loads only at sign-out.
    signOutCleanup: (account) => import('./pushCleanup').then((p) => p.unregisterPush(account)),
  });
  await accounts.init(opts.loginId);
  dropLoginIdParam();
  // The service worker's copy of the accounts, for its notification actions (workerAccounts.ts).
  if ('serviceWorker' in navigator)
    void afterFirstContent().then(() => import('./workerAccounts').then((w) => w.mirrorForWorker(accounts)));
  beginWarmRecording(location.pathname, accounts.current?.id ?? null);

  const api = new KernelApi({ target: () => accounts.target(), accountTarget: (id) => accounts.accountTarget(id), ui: () => ui });
  const instance = new KernelInstance(api, opts.storage);
  const target = accounts.target();
  const stream = new KernelStream({ origin: target.origin, token: target.token, notBefore: afterFirstContent });
  // Network starts now, beside config and bundle loading; results are applied by `start`
  // (after the first render, so the token-check dialogs can show). The stored user and
  // cached meta render meanwhile.
  accounts.prefetchMe();
  // Why meta could not be had (null when it could): with nothing cached either, the server answers nothing usable.
  const metaFailure: Promise<unknown> = instance.loadMeta().then(
    () => null,
    (e: unknown) => e ?? new Error('meta failed'),
  );
  const viewer = new KernelViewer(accounts, instance, () => {
    if (services.has(AuthUi)) void services.resolve(AuthUi).openSignin();
  });

  services.provide(Accounts, accounts);
  services.provide(Api, api);
  services.provide(Instance, instance);
  services.provide(Stream, stream);
  services.provide(Viewer, viewer);
  // One note store per page load (switching account reloads), kept current through this stream.
  services.provide(
    NoteStore,
    new NoteStoreImpl({ api, stream, meId: () => accounts.current?.id ?? null, pollingInterval: () => opts.prefs.get('pollingInterval') }),
  );
  const tokens: Token<unknown>[] = [KeyValue, Accounts, Api, Instance, NoteStore, Stream, Viewer];

  /** After the first render: check the token, load meta and emojis, open the stream. */
  async function start(): Promise<void> {
    // Spec 1 §7: these events are applied only in realtime mode (toggling it reloads).
    if (opts.prefs.get('realtimeMode')) {
      if (accounts.current) stream.start();
      connectRealtime({
        stream,
        accounts: accounts.current ? accounts : null,
        connectEmojis: (s) => instance.connect(s),
      });
    }
    // Custom emoji in names and notes render from the cached list; a stale one refreshes once the
    // first render has let the main thread go idle, so it does not compete with the first page.
    const emojiLoad = whenIdle(1000)
      .then(() => Promise.all([instance.loadEmojis(), instance.loadEndpoints().catch(() => {})]))
      .catch(() => {});
    if (accounts.current) await accounts.refresh();
    await Promise.all([metaFailure, emojiLoad]);
  }

  return { accounts, api, instance, stream, viewer, tokens, start, metaFailure };
}
