import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { usePreference } from '@kite/sdk';
import { MODAL_BLUR_PX, claimZIndex } from './layers';
import type { Layer } from './layers';

/** Elements that can take keyboard focus inside an overlay. */
export const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal surface: a backdrop (blurred 4 px when useBlurEffectForModal is on), Escape and
 * background click report `onCancel`, Tab stays inside, and focus returns to the element
 * that had it when the modal closes.
 */
export function Modal(props: {
  children: ReactNode;
  onCancel: () => void;
  cancelableByBgClick?: boolean;
  layer?: Layer;
  label?: string;
  className?: string;
}) {
  const blur = usePreference('useBlurEffectForModal');
  const [z] = useState(() => claimZIndex(props.layer ?? 'high'));
  const box = useRef<HTMLDivElement>(null);
  const { onCancel } = props;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    } else if (e.key === 'Tab' && box.current) {
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const i = items.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : (i === items.length - 1 ? 0 : i + 1);
      e.preventDefault();
      items[next]?.focus();
    }
  };
  return (
    <div className="kite-modal" style={{ zIndex: z }} onKeyDown={onKeyDown}>
      <div
        className="kite-modal-bg"
        data-testid="modal-background"
        style={blur ? { backdropFilter: `blur(${MODAL_BLUR_PX}px)` } : undefined}
        onClick={() => {
          if (props.cancelableByBgClick ?? true) onCancel();
        }}
      />
      <div ref={box} className={`kite-modal-content ${props.className ?? ''}`} role="dialog" aria-modal="true" aria-label={props.label} tabIndex={-1}>
        {props.children}
      </div>
    </div>
  );
}
