import type { DialogOptions, DialogResult, DialogService } from '@kite/sdk';
import type { OverlayStack } from '../stack';
import { Dialog, Waiting } from '../views';

/** The Dialogs service: each call mounts one dialog on the overlay stack and resolves when it closes. */
export class KernelDialogs implements DialogService {
  constructor(private readonly stack: OverlayStack) {}

  open<T = unknown>(opts: DialogOptions): Promise<DialogResult<T>> {
    return new Promise((resolve) => {
      const done = (r: DialogResult) => {
        handle.dispose();
        resolve(r as DialogResult<T>);
      };
      const handle = this.stack.mount(function DialogEntry() {
        return <Dialog opts={opts} done={done} />;
      });
    });
  }

  async alert(opts: { type?: DialogOptions['type']; title?: string; text?: string }): Promise<void> {
    await this.open({ type: opts.type ?? 'info', title: opts.title, text: opts.text });
  }

  async confirm(opts: {
    type?: DialogOptions['type'];
    title?: string;
    text?: string;
    okText?: string;
    cancelText?: string;
  }): Promise<boolean> {
    const r = await this.open({
      type: opts.type ?? 'question',
      title: opts.title,
      text: opts.text,
      okText: opts.okText,
      cancelText: opts.cancelText,
      showCancelButton: true,
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
