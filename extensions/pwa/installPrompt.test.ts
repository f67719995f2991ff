// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY, offerInstall } from './installPrompt';
import type { InstallAnswer } from './installPrompt';

function offer() {
  const ev = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(async () => ({})) });
  window.dispatchEvent(ev);
  return ev;
}

/** A stand-in for the panel: records what is shown and lets the test answer. */
function panel() {
  let answer: ((a: InstallAnswer) => void) | null = null;
  const hide = vi.fn(() => {
    answer = null;
  });
  const show = vi.fn((done: (a: InstallAnswer) => void) => {
    answer = done;
    return hide;
  });
  return { show, hide, answer: (a: InstallAnswer) => answer?.(a), shown: () => answer != null };
}

afterEach(() => localStorage.clear());

describe('the install offer', () => {
  it('shows once when the browser offers, holding back the browser’s bar; Install opens the browser’s dialog', () => {
    const p = panel();
    const stop = offerInstall(p.show);
    const ev = offer();
    expect(ev.defaultPrevented).toBe(true);
    offer();
    expect(p.show).toHaveBeenCalledOnce();
    p.answer('install');
    expect(ev.prompt).toHaveBeenCalledOnce();
    expect(p.shown()).toBe(false);
    stop();
  });

  it('“later” waits for the next offer; “never” stops them for good on this device', () => {
    const p = panel();
    const stop = offerInstall(p.show);
    offer();
    p.answer('later');
    offer();
    expect(p.show).toHaveBeenCalledTimes(2);
    p.answer('never');
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    const ev = offer();
    expect(p.show).toHaveBeenCalledTimes(2);
    // The browser keeps its own offer then.
    expect(ev.defaultPrevented).toBe(false);
    stop();
  });

  it('leaves the offer to the browser while another bottom panel shows', () => {
    const p = panel();
    let busy = true;
    const stop = offerInstall(p.show, window, localStorage, () => busy);
    expect(offer().defaultPrevented).toBe(false);
    busy = false;
    expect(offer().defaultPrevented).toBe(true);
    expect(p.show).toHaveBeenCalledOnce();
    stop();
  });

  it('goes once Kite is installed, and with the page', () => {
    const p = panel();
    const stop = offerInstall(p.show);
    offer();
    window.dispatchEvent(new Event('appinstalled'));
    expect(p.hide).toHaveBeenCalledOnce();
    offer();
    stop();
    expect(p.hide).toHaveBeenCalledTimes(2);
  });
});
