/**
 * The start page's first content (a note list's first page, or any other page once drawn) is
 * on screen. What the first screen does not need — the widgets column, achievement triggers —
 * waits for it, so it does not compete with the first note for the network and the CPU (issue 18).
 */

/** Nothing waits longer than this, whatever the page does. */
export const FIRST_CONTENT_MAX_WAIT_MS = 3000;

let shownAt: number | null = null;
const waiting: Array<() => void> = [];

/** Called once the first content is drawn; later calls do nothing. */
export function markFirstContent(): void {
  if (shownAt !== null) return;
  shownAt = typeof performance === 'undefined' ? 0 : performance.now();
  for (const resolve of waiting.splice(0)) resolve();
}

/** `performance.now()` when the first content was drawn, or null before. */
export function firstContentAt(): number | null {
  return shownAt;
}

/** Resolves once the first content is on screen (at most FIRST_CONTENT_MAX_WAIT_MS after the call). */
export function afterFirstContent(): Promise<void> {
  if (shownAt !== null) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, FIRST_CONTENT_MAX_WAIT_MS);
  });
}

/** Resolves at the browser's next idle moment, at most `timeoutMs` later (a task later where there is no requestIdleCallback). */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
