import type { DialogOptions, DialogResult, DialogService, ToastService } from '../overlay';
import type { IconSpec } from '../ui/icons';

type AlertOptions = Parameters<DialogService['alert']>[0];
type ConfirmOptions = Parameters<DialogService['confirm']>[0];

/** How the person answers the dialogs of a test. */
export interface DialogAnswers {
  /** `confirm`: true (OK, the default), false (Cancel), or decided per question. */
  confirm?: boolean | ((opts: ConfirmOptions) => boolean);
  /** `open`: what the person entered or chose (default: cancelled). */
  open?: (opts: DialogOptions) => DialogResult;
}

/** One dialog the code under test showed. */
export type ShownDialog =
  | { kind: 'open'; opts: DialogOptions }
  | { kind: 'alert'; opts: AlertOptions }
  | { kind: 'confirm'; opts: ConfirmOptions }
  | { kind: 'waiting'; opts: { title?: string } | undefined };

/** A `DialogService` that answers as the test says and records every dialog shown. */
export class TestDialogs implements DialogService {
  readonly shown: ShownDialog[] = [];

  constructor(private readonly answers: DialogAnswers = {}) {}

  /** The options of every `alert`, in order. */
  get alerts(): AlertOptions[] {
    return this.shown.flatMap((d) => (d.kind === 'alert' ? [d.opts] : []));
  }

  /** The options of every `confirm`, in order. */
  get confirms(): ConfirmOptions[] {
    return this.shown.flatMap((d) => (d.kind === 'confirm' ? [d.opts] : []));
  }

  async open<T = unknown>(opts: DialogOptions): Promise<DialogResult<T>> {
    this.shown.push({ kind: 'open', opts });
    const answer = this.answers.open?.(opts);
    if (!answer || answer.canceled) return { canceled: true };
    // The test's answer stands for what the person entered; `T` is only the caller's reading of it.
    return { canceled: false, result: answer.result as T };
  }

  async alert(opts: AlertOptions): Promise<void> {
    this.shown.push({ kind: 'alert', opts });
  }

  async confirm(opts: ConfirmOptions): Promise<boolean> {
    this.shown.push({ kind: 'confirm', opts });
    const answer = this.answers.confirm ?? true;
    return typeof answer === 'function' ? answer(opts) : answer;
  }

  async waiting<T>(promise: Promise<T>, opts?: { title?: string }): Promise<T> {
    this.shown.push({ kind: 'waiting', opts });
    return promise;
  }
}

/** A dialogs double: confirms say OK and `open` is cancelled unless `answers` say otherwise. */
export function dialogsDouble(answers: DialogAnswers = {}): TestDialogs {
  return new TestDialogs(answers);
}

/** A `ToastService` that records every toast. */
export class TestToasts implements ToastService {
  readonly shown: { message: string; icon?: IconSpec }[] = [];

  show(message: string, opts?: { icon?: IconSpec }): void {
    this.shown.push({ message, icon: opts?.icon });
  }

  /** The messages shown, in order. */
  get messages(): string[] {
    return this.shown.map((t) => t.message);
  }
}

export function toastsDouble(): TestToasts {
  return new TestToasts();
}
