/** Spec 1 §9: context menus keep 16 px from the edges; a menu is at most viewport − 32 px tall. */
export const CONTEXT_MARGIN = 16;
export const MENU_VIEWPORT_GAP = 32;

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Below the anchor (above when there is no room), aligned left / center / right, kept on screen. */
export function placeBelow(
  anchor: Rect,
  size: Size,
  viewport: Size,
  align: 'left' | 'center' | 'right' = 'center',
  margin = 8,
): { left: number; top: number } {
  let left =
    align === 'left'
      ? anchor.left
      : align === 'right'
        ? anchor.left + anchor.width - size.width
        : anchor.left + anchor.width / 2 - size.width / 2;
  let top = anchor.top + anchor.height + 4;
  if (top + size.height > viewport.height - margin) top = Math.max(margin, anchor.top - size.height - 4);
  left = Math.min(Math.max(margin, left), Math.max(margin, viewport.width - size.width - margin));
  return { left, top };
}

/** At the pointer, moved inside the viewport with the context-menu margin. */
export function placeAtPoint(x: number, y: number, size: Size, viewport: Size, margin = CONTEXT_MARGIN): { left: number; top: number } {
  const left = Math.min(Math.max(margin, x), Math.max(margin, viewport.width - size.width - margin));
  const top = Math.min(Math.max(margin, y), Math.max(margin, viewport.height - size.height - margin));
  return { left, top };
}

/** Next to a parent item (right, or left when there is no room), for submenus. */
export function placeBeside(parent: Rect, size: Size, viewport: Size, margin = 8): { left: number; top: number } {
  let left = parent.left + parent.width;
  if (left + size.width > viewport.width - margin) left = Math.max(margin, parent.left - size.width);
  const top = Math.min(Math.max(margin, parent.top), Math.max(margin, viewport.height - size.height - margin));
  return { left, top };
}
