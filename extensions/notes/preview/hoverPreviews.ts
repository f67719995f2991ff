import { createElement } from 'react';
import { loadOnce } from '@kite/sdk';
import type { Disposable, OverlayHost } from '@kite/sdk';
import type * as HoverCardModule from './HoverCard';

/** Spec 2 §9: hover preview delay. */
export const HOVER_PREVIEW_DELAY = 300;

/** What a link offering a preview carries: the URL to preview (MfmLink sets it while the preference is on). */
export const HOVER_PREVIEW_ATTR = 'data-hover-preview';

/** The card's code: fetched when a pointer or focus first rests on a link (offline: a later hover retries). */
export const loadHoverCard = loadOnce((): Promise<typeof HoverCardModule> => import('./HoverCard'));

let nextId = 0;

/**
 * Link previews for the whole page (spec 2 §9), from one set of listeners on the document
 * rather than a hook in every link: a link with `data-hover-preview` shows its URL's card
 * after 300 ms of hover or keyboard focus, described by it, and hides it on leave, blur,
 * click, Escape or scroll. This module loads after the first content. Returns the stop function.
 */
export function startHoverPreviews(d: { doc: Document; overlays: OverlayHost; enabled: () => boolean }): () => void {
  let anchor: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let popup: Disposable | null = null;
  const id = `kite-hover-preview-${++nextId}`;

  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(`a[${HOVER_PREVIEW_ATTR}]`) : null;
  const hide = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    popup?.dispose();
    popup = null;
    if (anchor?.getAttribute('aria-describedby') === id) anchor.removeAttribute('aria-describedby');
    anchor = null;
  };
  const show = (link: HTMLElement) => {
    if (link === anchor) return;
    hide();
    const url = link.getAttribute(HOVER_PREVIEW_ATTR);
    if (!url || !d.enabled()) return;
    anchor = link;
    // The card's code downloads during the delay; a preview left before it arrives is not shown.
    const loading = loadHoverCard();
    loading.catch(() => {});
    const handle = setTimeout(() => {
      void loading.then(
        ({ HoverCard }) => {
          if (timer !== handle) return;
          timer = null;
          popup = d.overlays.mount(() => createElement(HoverCard, { url, anchor: link, id }));
          link.setAttribute('aria-describedby', id);
        },
        () => timer === handle && hide(),
      );
    }, HOVER_PREVIEW_DELAY);
    timer = handle;
  };

  const onOver = (e: Event) => {
    const link = linkOf(e.target);
    if (link) show(link);
  };
  const onOut = (e: Event) => {
    const to = e instanceof MouseEvent || e instanceof FocusEvent ? e.relatedTarget : null;
    if (anchor && !(to instanceof Node && anchor.contains(to))) hide();
  };
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
  const onClick = (e: Event) => linkOf(e.target) === anchor && hide();
  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['mouseover', onOver],
    ['mouseout', onOut],
    // Keyboard focus shows it too, after the same delay, so tabbing past links loads nothing.
    ['focusin', onOver],
    ['focusout', onOut],
    ['click', onClick, { capture: true }],
    ['keydown', onKey as EventListener],
    ['scroll', () => anchor && hide(), { capture: true, passive: true }],
  ];
  for (const [type, fn, opts] of listeners) d.doc.addEventListener(type, fn, opts);
  return () => {
    hide();
    for (const [type, fn, opts] of listeners) d.doc.removeEventListener(type, fn, opts);
  };
}
