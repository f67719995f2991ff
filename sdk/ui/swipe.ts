/** Spec 1 §9: swipe between tabs — minimum 20 px, commit at 70 px, at most 120 px. */
export const SWIPE = { min: 20, commit: 70, max: 120, abortAngleDeg: 50 } as const;

/**
 * A movement is vertical when its angle from the horizontal lies inside the 50° band
 * around the vertical (between 50° and 130°); such a swipe is cancelled (the page scrolls).
 */
export function isVerticalSwipe(dx: number, dy: number): boolean {
  const angle = Math.abs((Math.atan2(dy, dx) * 180) / Math.PI);
  return angle > SWIPE.abortAngleDeg && angle < 180 - SWIPE.abortAngleDeg;
}

/** How far the content follows the finger: nothing under 20 px, never beyond 120 px. */
export function swipeOffset(dx: number): number {
  if (Math.abs(dx) < SWIPE.min) return 0;
  return Math.max(-SWIPE.max, Math.min(SWIPE.max, dx));
}

/** The tab step a released swipe makes: -1 (previous, finger moved right), +1 (next) or 0. */
export function swipeStep(dx: number): -1 | 0 | 1 {
  const d = swipeOffset(dx);
  if (Math.abs(d) < SWIPE.commit) return 0;
  return d > 0 ? -1 : 1;
}
