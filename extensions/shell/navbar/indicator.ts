import type { NavbarItemContribution, ViewerInfo } from '@kite/sdk';

/** Spec 1 §9: an unread count shows as 99+ above 99. */
export function formatCount(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** An entry's indicator: a count (only when > 0), a dot, or nothing. */
export function indicatorOf(item: NavbarItemContribution, who: ViewerInfo): { count: number } | 'dot' | null {
  const v = item.indicator?.(who);
  if (typeof v === 'number') return v > 0 ? { count: v } : null;
  return v ? 'dot' : null;
}
