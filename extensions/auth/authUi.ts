import { Suspense, createElement, lazy } from 'react';
import type { AuthUiService } from '@kite/sdk';
import type { AuthActions } from './authActions';
import { VisitorLanding } from './landing';

/* The forms load when the landing or a dialog first needs them, not at boot (see landing.ts). */
const LazySigninForm = lazy(() => import('./SigninForm').then((x) => ({ default: x.SigninForm })));
function SigninForm(props: { onDone?: () => void }) {
  return createElement(Suspense, { fallback: null }, createElement(LazySigninForm, props));
}

/**
 * The accounts UI other features place: landing, sign-in form, and the dialogs and account menu,
 * whose code (`actions`) loads on the first call: a signed-in start page never needs it (issue 18).
 */
export function lazyAuthUi(actions: () => Promise<AuthActions>): AuthUiService {
  return {
    VisitorLanding,
    SigninForm,
    Captcha: { lazy: () => import('./captcha/CaptchaWidget') },
    openSignin: (opts) => actions().then((a) => a.openSignin(opts)),
    openSignup: () => actions().then((a) => a.openSignup()),
    accountMenuItems: () => actions().then((a) => a.accountMenuItems()),
    openAccountMenu: (anchor) => actions().then((a) => a.openAccountMenu(anchor)),
  };
}
