import { lazyView, resolveLazy } from '@kite/sdk';
import type { OverlayHost, PopupService, UserPreviewProvider } from '@kite/sdk';
import { HoverTimer, POPUP_TIMING } from './hover';

// Neither view is needed to paint a page: they load on the first input (see index.ts) or the first popup.
const TooltipView = lazyView(() => import('./Tooltip').then((m) => m.TooltipView));
const UserPreviewCard = lazyView(() => import('./UserPreviewCard').then((m) => m.UserPreviewCard));

export function preloadPopupViews(): Promise<unknown> {
  return Promise.all([TooltipView.preload(), UserPreviewCard.preload()]);
}

let nextId = 1;

/** Wires enter/leave/click listeners of `anchor` to a timer; returns the detach function. */
function listen(anchor: HTMLElement, timer: HoverTimer, focus: boolean): () => void {
  const enter = () => timer.enter();
  const leave = () => timer.leave();
  const click = () => timer.cancel();
  anchor.addEventListener('mouseenter', enter);
  anchor.addEventListener('mouseleave', leave);
  anchor.addEventListener('click', click);
  if (focus) {
    anchor.addEventListener('focus', enter);
    anchor.addEventListener('blur', leave);
  }
  // The service loads after the first paint: a pointer already resting on the anchor sends no new mouseenter.
  if (anchor.matches(':hover')) enter();
  return () => {
    anchor.removeEventListener('mouseenter', enter);
    anchor.removeEventListener('mouseleave', leave);
    anchor.removeEventListener('click', click);
    anchor.removeEventListener('focus', enter);
    anchor.removeEventListener('blur', leave);
    timer.cancel();
  };
}

/** Tooltips and user preview cards on the overlay stack (spec 1 §4 timings). */
export class OverlayPopups implements PopupService {
  /** `previews` gives the user preview card's content (the users extension), or null when none is provided. */
  constructor(
    private readonly stack: OverlayHost,
    private readonly previews: () => UserPreviewProvider | null = () => null,
  ) {}

  tooltip(anchor: HTMLElement, content: string, opts?: { noDelay?: boolean }): () => void {
    const id = `kite-tooltip-${nextId++}`;
    let handle: { dispose(): void } | null = null;
    const timer = new HoverTimer(
      () => {
        handle = this.stack.mount(function TooltipEntry() {
          return <TooltipView id={id} anchor={anchor} content={content} />;
        });
        anchor.setAttribute('aria-describedby', id);
      },
      () => {
        handle?.dispose();
        handle = null;
        if (anchor.getAttribute('aria-describedby') === id) anchor.removeAttribute('aria-describedby');
      },
      { showMs: opts?.noDelay ? 0 : POPUP_TIMING.tooltipDelay, hideMs: 0 },
    );
    // Keyboard users get the tooltip on focus too.
    return listen(anchor, timer, true);
  }

  userPreview(anchor: HTMLElement, user: string): () => void {
    const provider = this.previews();
    // Without a provider (the users extension switched off) there is no card to show.
    if (!provider) return () => {};
    const Card = resolveLazy(provider.Card);
    let handle: { dispose(): void } | null = null;
    let check: ReturnType<typeof setInterval> | null = null;
    const timer: HoverTimer = new HoverTimer(
      () => {
        const enter = () => timer.enter();
        const leave = () => timer.leave();
        handle = this.stack.mount(function UserPreviewEntry() {
          return <UserPreviewCard anchor={anchor} user={user} Card={Card} onEnter={enter} onLeave={leave} />;
        });
        // The anchor may vanish without a mouseleave (the page changed): look every second.
        check = setInterval(() => {
          if (!anchor.isConnected) timer.cancel();
        }, POPUP_TIMING.anchorCheck);
      },
      () => {
        handle?.dispose();
        handle = null;
        if (check !== null) clearInterval(check);
        check = null;
      },
      { showMs: POPUP_TIMING.previewShow, hideMs: POPUP_TIMING.previewHide },
    );
    return listen(anchor, timer, false);
  }
}
