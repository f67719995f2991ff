import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent } from 'react';
import { Overlays, loadOnce, safeHttpUrl, useOptionalService } from '@kite/sdk';
import type { Disposable } from '@kite/sdk';
import { useNotePref } from '../prefs';
import type * as HoverCardModule from './HoverCard';

/** Spec 2 §9: hover preview delay. */
export const HOVER_PREVIEW_DELAY = 300;

/** The card's code: not in the first load; fetched when a pointer or focus first rests on a link. */
let card: typeof HoverCardModule | undefined;
export const loadHoverCard = loadOnce(() => import('./HoverCard').then((mod) => (card = mod)));

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
    // The card's code downloads during the delay; a preview left before it arrives is not shown.
    const loading = loadHoverCard();
    loading.catch(() => {}); // offline: no preview (handled when the delay ends)
    timer.current = setTimeout(() => {
      const mount = ({ HoverCard }: typeof HoverCardModule) => {
        if (timer.current !== handle) return;
        timer.current = null;
        popup.current = overlays.mount(() => <HoverCard url={url} anchor={anchor} id={id} />);
        setShown(true);
      };
      if (card) mount(card);
      else loading.then(mount, () => hide());
    }, delay);
    const handle = timer.current;
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
