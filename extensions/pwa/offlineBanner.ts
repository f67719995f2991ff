import './pwa.css';

/**
 * A line at the bottom of the page while the device is offline, so a page that cannot load says why instead
 * of spinning. Read out by screen readers when it appears. Returns the clean-up.
 */
export function watchOnline(text: string, doc: Document = document, win: Window = window): () => void {
  let banner: HTMLElement | null = null;
  const update = () => {
    if (win.navigator.onLine) {
      banner?.remove();
      banner = null;
      return;
    }
    if (banner) return;
    banner = doc.createElement('div');
    banner.className = 'kite-offline-banner';
    banner.setAttribute('role', 'status');
    banner.textContent = text;
    doc.body.append(banner);
  };
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
    banner?.remove();
  };
}
