import { Dialogs, Toasts } from '@kite/sdk';
import type { ApiError, ApiErrorInfo, I18nService, ServiceResolver } from '@kite/sdk';
import type { ApiUi } from './client';
import { presentAccountError, presentApiError } from './errorCatalogue';
import type { CallerErrors, ErrorPresentation } from './errorCatalogue';
import { showFallbackDialog } from './fallbackDialog';
import { apiMessages as m } from './messages';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard permission denied (e.g. an unfocused page): nothing more we can do.
  }
}

/** Shows a presentation through `Dialogs` when registered, else through the fallback dialog. */
export async function showPresentation(services: ServiceResolver, i18n: I18nService, p: ErrorPresentation): Promise<void> {
  const copy = p.copy;
  const onCopy = () => {
    if (copy == null) return;
    void copyText(copy).then(() => {
      if (services.has(Toasts)) services.resolve(Toasts).show(i18n.t(m.copied));
    });
  };
  if (services.has(Dialogs)) {
    const dialogs = services.resolve(Dialogs);
    if (!p.buttons.includes('copyErrorInfo')) {
      await dialogs.alert({ type: p.type, title: p.title, text: p.text });
      return;
    }
    await dialogs.open({
      type: p.type,
      title: p.title,
      text: p.text,
      showOkButton: false,
      actions: [
        { text: i18n.t(m.gotIt), primary: true, callback: () => {} },
        { text: i18n.t(m.copyErrorInfo), callback: onCopy },
      ],
    });
    return;
  }
  await showFallbackDialog({
    title: p.title,
    text: p.text,
    actions: [
      { text: i18n.t(m.gotIt), primary: true },
      ...(p.buttons.includes('copyErrorInfo') ? [{ text: i18n.t(m.copyErrorInfo), callback: onCopy }] : []),
    ],
  });
}

/** The UI `requestWithUi` uses: Dialogs' waiting overlay and the error catalogue dialog. */
export function createApiUi(services: ServiceResolver, i18n: I18nService): ApiUi {
  return {
    waiting: (promise) => (services.has(Dialogs) ? services.resolve(Dialogs).waiting(promise, { title: i18n.t(m.processing) }) : promise),
    showError: (err: ApiError, errors?: CallerErrors) =>
      showPresentation(
        services,
        i18n,
        presentApiError(err, (k, p) => i18n.t(k, p), { errors }),
      ),
  };
}

/** The dialog for a stored account whose token check failed (spec 2 §8). */
export function showAccountError(services: ServiceResolver, i18n: I18nService, err: Partial<ApiErrorInfo>): Promise<void> {
  return showPresentation(
    services,
    i18n,
    presentAccountError(err, (k, p) => i18n.t(k, p)),
  );
}
