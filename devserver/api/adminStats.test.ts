import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string; // admin
let bob: string; // moderator
beforeAll(async () => {
  h = await startHarness();
  [alice, bob] = await Promise.all(['alice', 'bob'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

describe('database statistics (Misskey 2025.9)', () => {
  it('answers each table’s rows and size, and the indexes, to administrators only', async () => {
    const tables = (await h.call('admin/get-table-stats', {}, alice)).body as Record<string, { count: number; size: number }>;
    expect(tables.user?.count).toBeGreaterThan(5);
    expect(tables.note?.count).toBeGreaterThan(100);
    expect(tables.note?.size).toBeGreaterThan(tables.ad?.size ?? Infinity);
    expect(tables.ad?.size).toBe(16384);
    const indexes = (await h.call('admin/get-index-stats', {}, alice)).body as { tablename: string; indexname: string }[];
    expect(indexes).toContainEqual(expect.objectContaining({ tablename: 'note', indexname: 'PK_note' }));
    expect((await h.call('admin/get-table-stats', {}, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await h.call('admin/get-index-stats', {}, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
  });
});

describe('overview data (Misskey 2025.9)', () => {
  it('answers retention cohorts and ActivityPub request counts', async () => {
    const cohorts = (await h.call('retention', {})).body as { createdAt: string; users: number; data: Record<string, number> }[];
    expect(cohorts).toHaveLength(7);
    expect(Object.keys(cohorts[0]?.data ?? {})).toHaveLength(1);
    expect(Object.keys(cohorts[0]?.data ?? {})[0]).toMatch(/^\d{4}-\d{1,2}-\d{1,2}$/);
    const ap = (await h.call('charts/ap-request', { span: 'day', limit: 5 })).body as Record<string, number[]>;
    expect(Object.keys(ap).sort()).toEqual(['deliverFailed', 'deliverSucceeded', 'inboxReceived']);
    expect(ap.inboxReceived).toHaveLength(5);
  });
});
