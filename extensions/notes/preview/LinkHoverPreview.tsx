import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent } from 'react';
import { Overlays, safeHttpUrl, useOptionalService } from '@kite/sdk';
import type { Disposable } from '@kite/sdk';
import { useNotePref } from '../prefs';
import { UrlPreview } from '../lazyParts';
import { placePopup } from './placement';
import { COMPACT_BELOW } from './summary';

/** Spec 2 §9: hover preview delay. */
export const HOVER_PREVIEW_DELAY = 300;

/**
 * The URL preview card floating next to a link. It only shows information (the pointer
 * passes through it, spec: hidden when the pointer leaves the link), so it is a tooltip
 * that describes the link (`aria-describedby`).
 */
function HoverCard({ url, anchor, id }: { url: string; anchor: HTMLElement; id: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // Re-placed when the card grows from "loading" to the loaded preview.
    const place = () =>
      setPos(placePopup(anchor.getBoundingClientRect(), el.getBoundingClientRect(), { width: innerWidth, height: innerHeight }));
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(place);
    ro.observe(el);
    return () => ro.disconnect();
  }, [anchor]);
  return (
    <div
      ref={box}
      id={id}
      role="tooltip"
      className="kite-link-hover-preview"
      style={{ left: pos?.left ?? 0, top: pos?.top ?? 0, visibility: pos ? 'visible' : 'hidden' }}
    >
      {/* The popup is 500 px wide at most, so its own width would always read as compact: the viewport decides. */}
      <UrlPreview url={url} actions={false} compact={innerWidth < COMPACT_BELOW} />
    </div>
  );
}

interface HoverHandlers {
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: () => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: () => void;
  onClick?: () => void;
  'aria-describedby'?: string;
}

/**
 * Props for a link that shows its URL preview after 300 ms of hover or keyboard focus,
 * and hides it on leave, blur, click, Escape or scroll. When the `notes.linkHoverPreview`
 * preference is off (or there is no overlay layer) nothing is attached and nothing loads.
 */
export function useLinkHoverPreview(url: string): HoverHandlers {
  const enabled = useNotePref('linkHoverPreview');
  const overlays = useOptionalService(Overlays);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const popup = useRef<Disposable | null>(null);
  const [shown, setShown] = useState(false);
  const valid = Boolean(safeHttpUrl(url));

  // Stable (refs and a state setter only), so the effects below can use it directly.
  const hide = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    popup.current?.dispose();
    popup.current = null;
    setShown(false);
  }, []);
  const show = (anchor: HTMLElement, delay: number) => {
    if (!overlays || popup.current || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      popup.current = overlays.mount(() => <HoverCard url={url} anchor={anchor} id={id} />);
      setShown(true);
    }, delay);
  };

  // Switching the preference off (or unmounting) hides a shown preview.
  useEffect(() => (enabled ? hide : undefined), [enabled, hide]);
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    const onScroll = () => hide();
    document.addEventListener('keydown', onKey);
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [shown, hide]);

  if (!enabled || !overlays || !valid) return {};
  return {
    onMouseEnter: (e) => show(e.currentTarget, HOVER_PREVIEW_DELAY),
    onMouseLeave: hide,
    // Keyboard focus shows it too, after the same delay, so tabbing past links loads nothing.
    onFocus: (e) => show(e.currentTarget, HOVER_PREVIEW_DELAY),
    onBlur: hide,
    onClick: hide,
    'aria-describedby': shown ? id : undefined,
  };
}
