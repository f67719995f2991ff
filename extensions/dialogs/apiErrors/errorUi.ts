import type { ApiCallerErrors, ApiErrorInfo, DialogService, I18nService, ToastService } from '@kite/sdk';
import { presentAccountError, presentApiError } from './errorCatalogue';
import type { ErrorPresentation } from './errorCatalogue';
import { apiMessages as m } from './messages';

export interface FeedbackDeps {
  dialogs: DialogService;
  i18n: I18nService;
  toasts: () => ToastService | null;
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard permission denied (e.g. an unfocused page): nothing more we can do.
  }
}

/** Shows a presentation: an alert, or a dialog with "Copy error details" when it has something to copy. */
async function showPresentation(d: FeedbackDeps, p: ErrorPresentation): Promise<void> {
  if (!p.buttons.includes('copyErrorInfo')) {
    await d.dialogs.alert({ type: p.type, title: p.title, text: p.text });
    return;
  }
  const copy = p.copy;
  const onCopy = () => {
    if (copy != null) void copyText(copy).then(() => d.toasts()?.show(d.i18n.t(m.copied)));
  };
  await d.dialogs.open({
    type: p.type,
    title: p.title,
    text: p.text,
    showOkButton: false,
    actions: [
      { text: d.i18n.t(m.gotIt), primary: true, callback: () => {} },
      { text: d.i18n.t(m.copyErrorInfo), callback: onCopy },
    ],
  });
}

/** The progress overlay of a call made with UI. */
export function waiting<T>(d: FeedbackDeps, promise: Promise<T>): Promise<T> {
  return d.dialogs.waiting(promise, { title: d.i18n.t(m.processing) });
}

/** The error catalogue's dialog (spec 1 §8) for a failed call. */
export function showApiError(d: FeedbackDeps, err: ApiErrorInfo, errors?: ApiCallerErrors): Promise<void> {
  return showPresentation(
    d,
    presentApiError(err, (k, p) => d.i18n.t(k, p), { errors }),
  );
}

/** The dialog for a stored account whose token check failed (spec 2 §8). */
export function showAccountError(d: FeedbackDeps, err: Partial<ApiErrorInfo>): Promise<void> {
  return showPresentation(
    d,
    presentAccountError(err, (k, p) => d.i18n.t(k, p)),
  );
}
