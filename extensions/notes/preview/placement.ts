export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Space kept between the popup and the viewport edges, and between popup and link. */
export const EDGE = 8;
export const GAP = 4;

/**
 * Where the link hover popup goes: below the link, left-aligned with it, or above it when
 * there is no room below (and more above); always kept inside the viewport horizontally.
 */
export function placePopup(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const below = anchor.top + anchor.height + GAP;
  const roomBelow = viewport.height - EDGE - below;
  const roomAbove = anchor.top - GAP - EDGE;
  const top = size.height <= roomBelow || roomBelow >= roomAbove ? below : Math.max(EDGE, anchor.top - GAP - size.height);
  const left = Math.min(Math.max(EDGE, anchor.left), Math.max(EDGE, viewport.width - EDGE - size.width));
  return { left, top };
}
