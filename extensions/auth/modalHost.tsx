import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Overlays, ServiceProvider, mountUntilDone, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import type { ServiceResolver } from '@kite/sdk';
import { authMessages as m } from './messages';

/**
 * The sign-in / sign-up frame: the sdk Modal (focus trap, Escape, focus back on close),
 * which works inside the shell's overlay host or the extension's own root alike.
 */
export function AuthModal(props: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The Modal focuses the close button (first focusable); a form's first field is where typing starts.
    body.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, []);
  return (
    <Modal labelledBy={headingId} onClose={props.onClose} closeOnBackdrop={false} className="kite-auth-modal">
      <header className="kite-auth-modal-header">
        <h2 id={headingId}>{props.title}</h2>
        <button type="button" className="kite-button" onClick={props.onClose} aria-label={t(m.close)}>
          ×
        </button>
      </header>
      <div ref={body}>{props.children}</div>
    </Modal>
  );
}

/** Shows `render(close)` above the page; resolves when closed. */
export function openModal(services: ServiceResolver, render: (close: () => void) => ReactNode): Promise<void> {
  if (services.has(Overlays)) return mountUntilDone<void>(services.resolve(Overlays), (close) => () => <>{render(close)}</>);
  return new Promise((resolve) => {
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
