import { Accounts, Api, AuthUi, Dialogs, I18n, Menus, Overlays, Toasts, Viewer, defineExtension, loadOnce } from '@kite/sdk';
import { authMenuMessages as m } from './menuMessages';
import { lazyAuthUi } from './authUi';
import { CALLBACK_PATH } from './callbackPath';
import { landingPage } from './landing';

/**
 * Accounts UI: the visitor landing at `/`, sign-in (password, TOTP) and sign-up, MiAuth to
 * any server (and `/miauth/:session` when this server is the provider), the account menu
 * pieces, `/settings/accounts`. The accounts themselves are the kernel's `Accounts`.
 */
export default defineExtension({
  id: 'auth',
  requires: [Accounts, Api],
  optional: [Dialogs, Menus, Toasts, Overlays],
  provides: [AuthUi],
  contributes: {
    routes: [
      { path: '/miauth/:session', minimalShell: true, component: { lazy: () => import('./MiAuthConsentPage') } },
      // The pages a server's mail or a third-party app links to.
      { path: '/reset-password/:token?', component: { lazy: () => import('./ResetPasswordPage') } },
      { path: '/signup-complete/:code', minimalShell: true, component: { lazy: () => import('./SignupCompletePage') } },
      { path: '/verify-email/:code', minimalShell: true, component: { lazy: () => import('./VerifyEmailPage') } },
      { path: '/auth/:token', minimalShell: true, component: { lazy: () => import('./AuthSessionPage') } },
      { path: '/oauth/authorize', minimalShell: true, component: { lazy: () => import('./OAuthConsentPage') } },
      { path: CALLBACK_PATH, component: { lazy: () => import('./MiAuthCallbackPage') } },
      // `/` is the landing page for visitors; signed in, it is the timeline's. It is lazy so signed-in
      // people never download it; a visitor still gets no spinner, because boot downloads the current
      // address's page before the first render (preloadCurrentPage).
      { path: '/', audience: 'visitor', component: landingPage },
    ],
    // The settings extension draws it at /settings/accounts.
    settingsPages: [
      { path: 'accounts', title: m.accounts, icon: 'users', group: 'account', component: { lazy: () => import('./AccountsPage') } },
    ],
  },
  activate(ctx) {
    // The dialogs' and the account menu's code loads on first use.
    const loadActions = loadOnce(() =>
      import('./authActions').then((a) => a.createAuthActions(ctx, ctx.resolve(I18n), ctx.has(Toasts) ? ctx.resolve(Toasts) : null)),
    );
    ctx.provide(AuthUi, lazyAuthUi(loadActions));
    // A visitor's landing starts downloading now, while the other extensions activate.
    if (!ctx.get(Viewer).info.signedIn) landingPage.lazy().catch(() => {});
  },
});
