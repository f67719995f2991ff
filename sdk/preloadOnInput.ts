/**
 * Overlay UI (dialogs, menus, page windows, tooltips, the user preview card) is not part
 * of the first paint: each service imports its view lazily. So that the first `open()` does
 * not wait on the network (keys typed into a dialog right after opening it must reach it),
 * the views are fetched on the person's first input — pointer, key, touch, wheel — or once
 * start-up has had `afterMs` to put the first page on screen, whichever comes first.
 */
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
  const timer = setTimeout(run, opts.afterMs ?? 1500);
  for (const e of INPUT_EVENTS) target.addEventListener(e, run, { capture: true, passive: true });
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
