import type { ToastService } from '@kite/sdk';

/** Copies a link and says so. */
export async function copyLink(url: string, toasts: ToastService | null, done: string): Promise<void> {
  await navigator.clipboard.writeText(url);
  toasts?.show(done, { icon: 'check' });
}

/** The system share sheet where the browser has one, else the link is copied. */
export async function shareLink(title: string, url: string, toasts: ToastService | null, copied: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
    }
  }
  await copyLink(url, toasts, copied);
}
