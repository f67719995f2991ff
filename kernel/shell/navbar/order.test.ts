import { describe, expect, it } from 'vitest';
import type { NavbarItemContribution, ViewerInfo } from '@kite/sdk';
import { dedupeById, splitNavbar } from './order';
import { formatCount, indicatorOf } from './indicator';

const who: ViewerInfo = { signedIn: true, me: null, isStaff: false, meta: null };
const item = (id: string, extra: Partial<NavbarItemContribution> = {}): NavbarItemContribution => ({
  id,
  title: id,
  icon: 'home',
  to: `/${id}`,
  ...extra,
});

describe('navbar order', () => {
  it('places menu entries in order with clean dividers and puts the rest in More', () => {
    const items = [item('a'), item('b'), item('c'), item('hidden', { show: () => false })];
    const { placed, more } = splitNavbar(items, ['-', 'b', '-', '-', 'missing', 'a', '-', 'hidden', '-'], who);
    expect(placed.map((p) => (p === '-' ? '-' : p.id))).toEqual(['b', '-', 'a']);
    expect(more.map((m) => m.id)).toEqual(['c']);
  });
  it('lets an extension entry replace the kernel entry of the same id', () => {
    const kernel = item('notifications');
    const feature = item('notifications', { to: '/feature' });
    expect(dedupeById([feature, kernel], (i) => i === kernel)).toEqual([feature]);
    expect(dedupeById([kernel, feature], (i) => i === kernel)).toEqual([feature]);
  });
  it('shows counts, 99+ above 99, and dots', () => {
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(indicatorOf(item('n', { indicator: () => 0 }), who)).toBeNull();
    expect(indicatorOf(item('n', { indicator: () => 5 }), who)).toEqual({ count: 5 });
    expect(indicatorOf(item('n', { indicator: () => true }), who)).toBe('dot');
  });
});
