import { describe, expect, it } from 'vitest';
import { sortTables } from './sortTables';

const stats = { note: { count: 300, size: 90_000 }, user: { count: 9, size: 16_384 }, ad: { count: 1, size: 16_384 } };

describe('sortTables', () => {
  it('orders by size, rows or name; ties by name', () => {
    expect(sortTables(stats, 'size').map((r) => r.name)).toEqual(['note', 'ad', 'user']);
    expect(sortTables(stats, 'rows').map((r) => r.name)).toEqual(['note', 'user', 'ad']);
    expect(sortTables(stats, 'name').map((r) => r.name)).toEqual(['ad', 'note', 'user']);
  });
});
