import { lazyView, mountUntilDone } from '@kite/sdk';
import type { DialogOptions, DialogResult, DialogService, OverlayHost } from '@kite/sdk';

// Neither view is needed to paint a page, so neither is in the boot chunk.
const Dialog = lazyView(() => import('./Dialog').then((m) => m.Dialog));
const Waiting = lazyView(() => import('./Waiting').then((m) => m.Waiting));

export function preloadDialogViews(): Promise<unknown> {
  return Promise.all([Dialog.preload(), Waiting.preload()]);
}

/** The Dialogs service: each call mounts one dialog on the overlay stack and resolves when it closes. */
export class ExtensionDialogs implements DialogService {
  constructor(private readonly stack: OverlayHost) {}

  open<T = unknown>(opts: DialogOptions): Promise<DialogResult<T>> {
    if (opts.signal?.aborted) return Promise.resolve({ canceled: true });
    const shown = mountUntilDone<DialogResult>(this.stack, (done) => {
      opts.signal?.addEventListener('abort', () => done({ canceled: true }), { once: true });
      return function DialogEntry() {
        return <Dialog opts={opts} done={done} />;
      };
    });
    return shown as Promise<DialogResult<T>>;
  }

  async alert(opts: { type?: DialogOptions['type']; title?: string; text?: string }): Promise<void> {
    await this.open({ type: opts.type ?? 'info', title: opts.title, text: opts.text });
  }

  async confirm(opts: Pick<DialogOptions, 'type' | 'title' | 'text' | 'okText' | 'cancelText' | 'signal'>): Promise<boolean> {
    const r = await this.open({
      type: opts.type ?? 'question',
      title: opts.title,
      text: opts.text,
      okText: opts.okText,
      cancelText: opts.cancelText,
      showCancelButton: true,
      signal: opts.signal,
    });
    return !r.canceled;
  }

  waiting<T>(promise: Promise<T>, opts?: { title?: string }): Promise<T> {
    this.stack.mount(function WaitingEntry({ close }) {
      return <Waiting promise={promise} title={opts?.title} close={close} />;
    });
    return promise;
  }
}
