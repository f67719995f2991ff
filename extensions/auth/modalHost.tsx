import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Overlays, ServiceProvider, useT } from '@kite/sdk';
import type { ServiceResolver } from '@kite/sdk';
import { authMessages as m } from './messages';

/**
 * A modal built on the native <dialog> (focus trap, Escape, top layer), so it behaves the
 * same inside the shell's overlay host or the extension's own root.
 */
export function AuthModal(props: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      // showModal focuses the close button (first focusable); a form's first field is where typing starts.
      d.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
    }
  }, []);
  return (
    <dialog
      ref={ref}
      className="kite-auth-modal"
      aria-label={props.title}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <header className="kite-auth-modal-header">
        <h2>{props.title}</h2>
        <button type="button" className="kite-button" onClick={props.onClose} aria-label={t(m.close)}>×</button>
      </header>
      {props.children}
    </dialog>
  );
}

/** Shows `render(close)` above the page; resolves when closed. */
export function openModal(services: ServiceResolver, render: (close: () => void) => ReactNode): Promise<void> {
  return new Promise((resolve) => {
    if (services.has(Overlays)) {
      let handle: { dispose(): void } | null = null;
      const close = () => {
        handle?.dispose();
        resolve();
      };
      handle = services.resolve(Overlays).mount(() => <>{render(close)}</>);
      return;
    }
    // No overlay host registered yet: a root of our own under <body>.
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    const close = () => {
      root.unmount();
      el.remove();
      resolve();
    };
    root.render(<ServiceProvider services={services}>{render(close)}</ServiceProvider>);
  });
}
