/** The browser's install offer (Chromium's `beforeinstallprompt`; not in the DOM library). */
export interface InstallEvent extends Event {
  prompt(): Promise<unknown>;
}

function isInstallEvent(e: Event): e is InstallEvent {
  return 'prompt' in e && typeof e.prompt === 'function';
}

export const INSTALL_DISMISSED_KEY = 'kite:pwa:install-dismissed';

/** How the person answered the offer: `never` is for good on this device. */
export type InstallAnswer = 'install' | 'later' | 'never';

/**
 * Offers to install Kite when the browser says it can be installed (`show` draws the offer and resolves with
 * the answer): "install" opens the browser's own dialog, "later" waits for the next visit, "never" stops the
 * offers on this device. The browser's own mini bar is held back while Kite offers. Returns the clean-up.
 */
export function offerInstall(
  show: (done: (answer: InstallAnswer) => void) => () => void,
  win: Window = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = win.localStorage,
  /** Another bottom panel is showing (the donation notice): the offer is left to the browser this time. */
  busy: () => boolean = () => false,
): () => void {
  let hide: (() => void) | null = null;
  const dismissed = () => {
    try {
      return storage?.getItem(INSTALL_DISMISSED_KEY) === '1';
    } catch {
      return false;
    }
  };
  const close = () => {
    hide?.();
    hide = null;
  };
  const onOffer = (ev: Event) => {
    if (!isInstallEvent(ev) || dismissed() || (!hide && busy())) return;
    ev.preventDefault();
    if (hide) return;
    hide = show((answer) => {
      close();
      if (answer === 'install') void ev.prompt().catch(() => {});
      if (answer === 'never')
        try {
          storage?.setItem(INSTALL_DISMISSED_KEY, '1');
        } catch {
          // Storage refused: it is offered again next visit.
        }
    });
  };
  win.addEventListener('beforeinstallprompt', onOffer);
  // Installed: nothing left to offer.
  win.addEventListener('appinstalled', close);
  return () => {
    win.removeEventListener('beforeinstallprompt', onOffer);
    win.removeEventListener('appinstalled', close);
    close();
  };
}
