/** Per column, the element that had focus when h / l left it (so coming back returns there). */
const lastFocused = new WeakMap<HTMLElement, HTMLElement>();

/** The element to focus in a column: where focus was when it was left, the first note row, else its header. */
function focusTarget(column: HTMLElement): HTMLElement | null {
  const before = lastFocused.get(column);
  if (before?.isConnected && column.contains(before)) return before;
  return (
    column.querySelector<HTMLElement>('[data-row-index][tabindex="0"]') ??
    column.querySelector<HTMLElement>('.kite-deck-colbody [tabindex="0"], .kite-deck-colbody a, .kite-deck-colbody button') ??
    column.querySelector<HTMLElement>('.kite-deck-colhead button')
  );
}

/**
 * h / l: focus moves to the column on the left / right (through stacks from top to bottom),
 * to the note focused there before or its first note, so j / k go on within that column.
 * False when there is no deck column.
 */
export function moveColumnFocus(root: HTMLElement, dir: -1 | 1): boolean {
  const columns = [...root.querySelectorAll<HTMLElement>('[data-deck-column]')];
  if (columns.length === 0) return false;
  const at = columns.findIndex((c) => document.activeElement instanceof Node && c.contains(document.activeElement));
  const next = at === -1 ? (dir === 1 ? 0 : columns.length - 1) : Math.min(columns.length - 1, Math.max(0, at + dir));
  return focusColumn(root, next);
}

/**
 * 1–9: focus goes to that column (counted left to right, through stacks from top to bottom),
 * as h / l would bring it there. False when there is no such column.
 */
export function focusColumn(root: HTMLElement, index: number): boolean {
  const columns = [...root.querySelectorAll<HTMLElement>('[data-deck-column]')];
  const column = columns[index];
  if (!column) return false;
  const active = document.activeElement;
  const at = columns.findIndex((c) => active instanceof Node && c.contains(active));
  if (at !== -1 && active instanceof HTMLElement) lastFocused.set(columns[at], active);
  const target = focusTarget(column);
  column.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  target?.focus({ preventScroll: false });
  return true;
}
