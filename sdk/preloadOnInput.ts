/**
 * Overlay UI (dialogs, menus, page windows, tooltips, the user preview card) is not part
 * of the first paint: each service imports its view lazily. So that the first `open()` does
 * not wait on the network (keys typed into a dialog right after opening it must reach it),
 * the views are fetched, once the first content is on screen, on the person's first input —
 * pointer, key, touch, wheel — or `afterMs` later, whichever comes first.
 */
import { afterFirstContent } from './firstContent';

const INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;

/** Schedules `load` (a library for the kernel and extensions); returns a function that cancels it if it has not run. */
export function schedulePreload(target: EventTarget, opts: { afterMs?: number; load: () => Promise<unknown> }): () => void {
  const load = opts.load;
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    void load().catch(() => {}); // a failed preload is retried by the first lazy open
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Not before the first content: start-up focuses and lays out things itself, and the first
  // note should not share the network and the CPU with views nobody has asked for yet.
  void afterFirstContent().then(() => {
    if (done) return;
    timer = setTimeout(run, opts.afterMs ?? 1500);
    for (const e of INPUT_EVENTS) target.addEventListener(e, run, { capture: true, passive: true });
  });
  function cancel() {
    clearTimeout(timer);
    for (const e of INPUT_EVENTS) target.removeEventListener(e, run, { capture: true });
  }
  return () => {
    if (!done) {
      done = true;
      cancel();
    }
  };
}
