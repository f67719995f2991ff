import { ApiFeedback, Dialogs, I18n, Overlays, Stream, Toasts, defineExtension, schedulePreload } from '@kite/sdk';
import { ExtensionDialogs, preloadDialogViews } from './service';
import { watchDisconnect } from './disconnect/watch';

/**
 * Dialogs (spec 1 §2.7): alert / confirm / input / select and the waiting overlay, drawn on
 * the kernel's overlay stack, and the API's feedback through them (spec 1 §8: the progress
 * overlay, the error catalogue's dialogs, the failed-account dialog), and the question to reload
 * after the server has been unreachable for a while (spec 1 §4). The views load on the
 * person's first input (or after start-up), so a first open shows at once and keys typed
 * right after opening reach it; the error texts load with the first error.
 */
export default defineExtension({
  id: 'dialogs',
  requires: [Overlays],
  optional: [Toasts],
  provides: [Dialogs, ApiFeedback],
  activate(ctx) {
    const dialogs = new ExtensionDialogs(ctx.get(Overlays));
    ctx.provide(Dialogs, dialogs);
    const deps = { dialogs, i18n: ctx.get(I18n), toasts: () => (ctx.has(Toasts) ? ctx.get(Toasts) : null) };
    const ui = () => import('./apiErrors/errorUi');
    ctx.provide(ApiFeedback, {
      waiting: (promise) =>
        ui().then(
          (e) => e.waiting(deps, promise),
          () => promise,
        ),
      showError: (err, errors) => ui().then((e) => e.showApiError(deps, err, errors)),
      showAccountError: (err) => ui().then((e) => e.showAccountError(deps, err)),
    });
    if (ctx.has(Stream)) {
      const stream = ctx.get(Stream);
      ctx.onDispose(watchDisconnect({ stream, dialogs: () => dialogs, i18n: deps.i18n, reload: () => location.reload() }));
    }
    // The error texts come with the views: offline, an error must still be said, and nothing more could be fetched then.
    if (typeof window !== 'undefined') ctx.onDispose(schedulePreload(window, { load: () => Promise.all([preloadDialogViews(), ui()]) }));
  },
});
