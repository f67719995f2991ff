import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useOptionalService } from '../react';
import { Preferences } from '../services';
import { MODAL_BLUR_PX, claimZIndex } from './layers';
import type { Layer } from './layers';
import './modal.css';

/** Elements that can take keyboard focus inside a modal. */
export const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal is named either by a visible heading (preferred) or by a text label. */
export type ModalLabel = { labelledBy: string; label?: undefined } | { label: string; labelledBy?: undefined };

/** Props of `Modal`: its accessible name, content, how it closes and its layer. */
export type ModalProps = ModalLabel & {
  children: ReactNode;
  /** Called on Escape and background click (each unless switched off) — the caller decides whether to close. */
  onClose: () => void;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  /** Spec 1 §9 layer; dialogs are `high`, drawers `middle`. */
  layer?: Layer;
  /** Extra class of the dialog box (its size and padding). */
  className?: string;
  /** `alertdialog` for a dialog that interrupts with a message. */
  role?: 'dialog' | 'alertdialog';
};

function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * The one modal of Kite (spec 1 §4, §9): a backdrop (blurred when useBlurEffectForModal is
 * on) and a labelled `aria-modal` box. Focus moves in on open (`[data-autofocus]`, else the
 * first focusable, unless a child already took it), Tab and Shift+Tab cycle inside, and focus
 * returns to the opener on close. Not a native `<dialog>`: its top layer would hide the menus,
 * pickers and toasts that other overlays stack above a dialog, and make them inert.
 */
export function Modal(props: ModalProps) {
  const prefs = useOptionalService(Preferences);
  const blur = prefs ? prefs.get('useBlurEffectForModal') : true;
  const [z] = useState(() => claimZIndex(props.layer ?? 'high'));
  // Read while rendering: children's effects (an autofocused field) run before ours.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const box = useRef<HTMLDivElement>(null);
  const { onClose, closeOnEscape = true, closeOnBackdrop = true } = props;

  useEffect(() => {
    const el = box.current;
    if (el && !el.contains(document.activeElement)) {
      (el.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(el)[0] ?? el).focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    // A modal stacked inside this one (through a portal) handled it already.
    if (e.defaultPrevented) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      e.preventDefault();
      if (closeOnEscape) onClose();
    } else if (e.key === 'Tab' && box.current) {
      const items = focusables(box.current);
      e.preventDefault();
      if (!items.length) return box.current.focus();
      const i = items.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : i === items.length - 1 ? 0 : i + 1;
      items[next].focus();
    }
  };

  return (
    // The wrapper only catches keys bubbling up from inside the dialog (Escape, the Tab trap); it is no control itself.
    <div className="kite-modal" role="presentation" style={{ zIndex: z }} onKeyDown={onKeyDown}>
      {/* The backdrop is a mouse shortcut: Escape closes the dialog from the keyboard (handled above). */}
      <div
        className="kite-modal-bg"
        role="presentation"
        data-testid="modal-background"
        style={blur ? { backdropFilter: `blur(${MODAL_BLUR_PX}px)` } : undefined}
        // A press on the backdrop would move focus to <body>, outside the wrapper that hears Escape and Tab:
        // keep focus in the dialog (a dialog that stays open on background clicks must still close on Escape).
        onMouseDown={(e) => {
          e.preventDefault();
          if (box.current && !box.current.contains(document.activeElement)) box.current.focus();
        }}
        onClick={() => {
          if (closeOnBackdrop) onClose();
        }}
      />
      <div
        ref={box}
        className={`kite-modal-content ${props.className ?? ''}`}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-label={props.label}
        aria-labelledby={props.labelledBy}
        tabIndex={-1}
      >
        {props.children}
      </div>
    </div>
  );
}
