import { afterFirstContent } from '@kite/sdk';
import type { OverlayHost, PopupService, UserPreviewProvider } from '@kite/sdk';

/**
 * The `Popups` service whose listeners, timers and views load with the first popup a view
 * asks for (once the first content is drawn) or the first input, not with the page: attaching
 * waits for them, and detaching before they arrive attaches nothing.
 */
export function lazyPopups(stack: OverlayHost, previews: () => UserPreviewProvider | null): PopupService & { preload(): Promise<unknown> } {
  let impl: Promise<PopupService> | null = null;
  const load = () =>
    (impl ??= import('./service').then(async (m) => {
      await m.preloadPopupViews();
      return new m.OverlayPopups(stack, previews);
    }));
  const attach = (run: (p: PopupService) => () => void) => {
    let detach: (() => void) | null = null;
    let off = false;
    void afterFirstContent()
      .then(load)
      .then((p) => {
        if (!off) detach = run(p);
      });
    return () => {
      off = true;
      detach?.();
    };
  };
  return {
    tooltip: (anchor, content, opts) => attach((p) => p.tooltip(anchor, content, opts)),
    userPreview: (anchor, user) => attach((p) => p.userPreview(anchor, user)),
    preload: load,
  };
}
