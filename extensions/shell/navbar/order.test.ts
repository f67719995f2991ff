import { describe, expect, it } from 'vitest';
import type { NavbarItemContribution, ViewerInfo } from '@kite/sdk';
import { dedupeById, slotEntries, splitNavbar } from './order';
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
  it('keeps one entry per id, the first contributed', () => {
    const first = item('notifications');
    const second = item('notifications', { to: '/other' });
    expect(dedupeById([first, item('a'), second])).toEqual([first, item('a')]);
  });
  it('keeps slot entries out of the catalogue and lists visible ones per slot', () => {
    const home = item('home', { slot: 'top' });
    const staff = item('staff', { slot: 'beforeMore', show: (w) => w.isStaff });
    const { placed, more } = splitNavbar([home, staff, item('a')], ['home', 'a'], who);
    expect(placed.map((p) => (p === '-' ? '-' : p.id))).toEqual(['a']);
    expect(more).toEqual([]);
    expect(slotEntries([home, staff], 'top', who)).toEqual([home]);
    expect(slotEntries([home, staff], 'beforeMore', who)).toEqual([]);
    expect(slotEntries([home, staff], 'beforeMore', { ...who, isStaff: true })).toEqual([staff]);
  });
  it('shows counts, 99+ above 99, and dots', () => {
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(indicatorOf(item('n', { indicator: () => 0 }), who)).toBeNull();
    expect(indicatorOf(item('n', { indicator: () => 5 }), who)).toEqual({ count: 5 });
    expect(indicatorOf(item('n', { indicator: () => true }), who)).toBe('dot');
  });
});
