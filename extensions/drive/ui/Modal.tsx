import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The drive's dialog frame (mounted through the `Overlays` token): a labelled modal
 * dialog that closes on Escape and background click, keeps Tab inside and gives focus
 * back where it was.
 */
export function DriveModal(props: { label: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE) ?? box.current)?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      props.onClose();
    } else if (e.key === 'Tab' && box.current) {
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const i = items.indexOf(document.activeElement as HTMLElement);
      if (e.shiftKey && i <= 0) {
        e.preventDefault();
        items[items.length - 1]!.focus();
      } else if (!e.shiftKey && i === items.length - 1) {
        e.preventDefault();
        items[0]!.focus();
      }
    }
  };
  return (
    <div className="kite-drive-backdrop" onMouseDown={(e) => e.target === e.currentTarget && props.onClose()}>
      <div ref={box} className={`kite-drive-modal${props.wide ? ' wide' : ''}`} role="dialog" aria-modal="true" aria-label={props.label} tabIndex={-1} onKeyDown={onKeyDown}>
        {props.children}
      </div>
    </div>
  );
}
