// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness(props: { onClose: () => void; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Modal
          labelledBy="t"
          closeOnBackdrop={props.closeOnBackdrop}
          onClose={() => {
            props.onClose();
            setOpen(false);
          }}
        >
          <h2 id="t">Title</h2>
          <button type="button" id="a">
            a
          </button>
          <button type="button" id="b">
            b
          </button>
        </Modal>
      )}
    </>
  );
}

function mount(onClose = vi.fn(), closeOnBackdrop?: boolean) {
  const el = document.createElement('div');
  document.body.append(el);
  act(() => createRoot(el).render(<Harness onClose={onClose} closeOnBackdrop={closeOnBackdrop} />));
  const opener = el.querySelector<HTMLButtonElement>('#opener')!;
  opener.focus();
  act(() => opener.click());
  return { el, opener, onClose };
}

const key = (k: string, shift = false) =>
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey: shift, bubbles: true, cancelable: true }));
  });

afterEach(() => document.body.replaceChildren());

describe('Modal', () => {
  it('is a labelled aria-modal dialog and moves focus in on open', () => {
    const { el } = mount();
    const dialog = el.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBe('t');
    expect(document.activeElement?.id).toBe('a');
  });

  it('keeps Tab and Shift+Tab inside', () => {
    mount();
    key('Tab');
    expect(document.activeElement?.id).toBe('b');
    key('Tab');
    expect(document.activeElement?.id).toBe('a');
    key('Tab', true);
    expect(document.activeElement?.id).toBe('b');
  });

  it('Escape closes and focus returns to the opener', () => {
    const { opener, onClose, el } = mount();
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(el.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the background closes unless the caller says no', () => {
    const first = mount();
    act(() => first.el.querySelector<HTMLElement>('[data-testid="modal-background"]')!.click());
    expect(first.onClose).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();
    const second = mount(vi.fn(), false);
    act(() => second.el.querySelector<HTMLElement>('[data-testid="modal-background"]')!.click());
    expect(second.onClose).not.toHaveBeenCalled();
    expect(second.el.querySelector('[role="dialog"]')).not.toBeNull();
  });
});
