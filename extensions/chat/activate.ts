import { I18n, Navigation, Preferences, Stream, Toasts, Viewer, startLoaded } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';

/** A toast for a new chat message while elsewhere (loaded after the first content). */
export default function activate(ctx: ExtensionContext): void {
  // Spec 1 §7: live events only in realtime mode, for a signed-in account.
  if (ctx.get(Preferences).get('realtimeMode') && ctx.get(Viewer).info.signedIn && ctx.has(Stream) && ctx.has(Toasts)) {
    const nav = ctx.get(Navigation);
    void startLoaded(
      ctx,
      () => import('./live'),
      ({ connectChatToasts }) =>
        connectChatToasts({ stream: ctx.get(Stream), toasts: ctx.get(Toasts), i18n: ctx.get(I18n), current: () => nav.current }),
    );
  }
}
