import { createElement, lazy, useState } from 'react';

type Landing = (typeof import('./VisitorLanding'))['default'];

/*
 * The visitor landing (with the sign-in and sign-up forms) loads only for visitors: signed-in people never
 * download it. Boot downloads the page of the current address before the first render (the `/` route's
 * `lazy` below), so a visitor's landing renders directly, without a spinner or React's reveal throttle.
 */
let loaded: Landing | null = null;
let pending: Promise<{ default: Landing }> | null = null;
const load = () => (pending ??= import('./VisitorLanding').then((m) => ((loaded = m.default), m)));
const LazyLanding = lazy(load);

/** The landing's route component (`component: landingPage`): the loader boot preloads. */
export const landingPage = { lazy: load };

/** AuthUi's VisitorLanding (the visitor shell renders it at `/`): the module itself once it has arrived. */
export function VisitorLanding() {
  // Chosen once per mount, so the view never switches from the lazy wrapper to the module.
  const [C] = useState(() => loaded);
  return createElement(C ?? LazyLanding);
}
