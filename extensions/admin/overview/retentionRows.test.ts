import { describe, expect, it } from 'vitest';
import { retentionRows } from './retentionRows';

describe('retentionRows', () => {
  it('gives each later day’s share of the cohort, null where there is no value yet', () => {
    const rows = retentionRows([{ createdAt: '2025-01-30T00:00:00.000Z', users: 4, data: { '2025-1-31': 2, '2025-2-1': 1 } }], 3);
    expect(rows[0]?.shares).toEqual([0.5, 0.25, null]);
  });
});
