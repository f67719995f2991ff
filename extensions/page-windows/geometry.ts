/** Spec 1 §2.4 / issue 5: a page window opens at 500×500 and can shrink to 250×50. */
export const WINDOW_INITIAL = { width: 500, height: 500 };
export const WINDOW_MIN = { width: 250, height: 50 };
/** Two clicks on the title bar within 300 ms maximize (or restore). */
export const DOUBLE_CLICK_MS = 300;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the n-th window opens: centred, each later one offset so they do not hide each other. */
export function initialBox(n: number, viewport: { width: number; height: number }): Box {
  const width = Math.min(WINDOW_INITIAL.width, viewport.width);
  const height = Math.min(WINDOW_INITIAL.height, viewport.height);
  const offset = (n % 5) * 24;
  return {
    left: Math.max(0, (viewport.width - width) / 2 + offset),
    top: Math.max(0, (viewport.height - height) / 2 + offset),
    width,
    height,
  };
}

/** A moved box, its title bar kept reachable inside the viewport. */
export function moveBox(b: Box, dx: number, dy: number, viewport: { width: number; height: number }): Box {
  const left = Math.min(Math.max(b.left + dx, 50 - b.width), viewport.width - 50);
  const top = Math.min(Math.max(b.top + dy, 0), viewport.height - 40);
  return { ...b, left, top };
}

/** A box resized from its bottom-right corner, never below the minimum size. */
export function resizeBox(b: Box, dx: number, dy: number): Box {
  return { ...b, width: Math.max(WINDOW_MIN.width, b.width + dx), height: Math.max(WINDOW_MIN.height, b.height + dy) };
}
