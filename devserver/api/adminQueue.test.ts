import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let bob: string; // moderator
let carol: string; // neither
beforeAll(async () => {
  h = await startHarness();
  [bob, carol] = await Promise.all(['bob', 'carol'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

type Job = { id: string; name: string; isFailed: boolean; failedReason: string; attempts: number };

describe('job queues (Misskey 2025.9)', () => {
  it('answers counts, metrics and delayed hosts in Misskey’s shapes; staff only', async () => {
    expect((await h.call('admin/queue/queues', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    const queues = (await h.call('admin/queue/queues', {}, bob)).body as {
      name: string;
      counts: Record<string, number>;
      metrics: { completed: { data: number[] } };
    }[];
    expect(queues.map((q) => q.name)).toContain('deliver');
    const deliver = queues.find((q) => q.name === 'deliver');
    expect(deliver?.counts).toMatchObject({ delayed: 3, failed: 1, completed: 1, waiting: 0, active: 0 });
    expect(deliver?.metrics.completed.data).toHaveLength(60);
    expect((await h.call('admin/queue/stats', {}, bob)).body.deliver).toEqual({
      waiting: 0,
      active: 0,
      completed: 1,
      failed: 1,
      delayed: 3,
      paused: 0,
      prioritized: 0,
      'waiting-children': 0,
    });
    expect((await h.call('admin/queue/deliver-delayed', {}, bob)).body).toEqual([
      ['remote.example', 2],
      ['mastodon.example', 1],
    ]);
    expect((await h.call('admin/queue/inbox-delayed', {}, bob)).body).toEqual([['remote.example', 1]]);
    const stats = (await h.call('admin/queue/queue-stats', { queue: 'inbox' }, bob)).body;
    expect(stats).toMatchObject({ name: 'inbox', qualifiedName: 'bull:inbox', isPaused: false, db: { mode: 'standalone' } });
    expect((await h.call('admin/queue/queue-stats', { queue: 'nope' }, bob)).body.error.code).toBe('INVALID_PARAM');
  });

  it('lists, shows, retries, removes, promotes and clears jobs', async () => {
    const failed = (await h.call('admin/queue/jobs', { queue: 'deliver', state: ['failed'] }, bob)).body as Job[];
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ isFailed: true, failedReason: 'connect ECONNREFUSED' });
    const found = (await h.call('admin/queue/jobs', { queue: 'deliver', state: ['delayed', 'failed'], search: 'MASTODON' }, bob))
      .body as Job[];
    expect(found).toHaveLength(1);
    const id = failed[0]?.id ?? '';
    expect((await h.call('admin/queue/retry-job', { queue: 'deliver', jobId: id }, bob)).status).toBe(204);
    expect((await h.call('admin/queue/show-job', { queue: 'deliver', jobId: id }, bob)).body).toMatchObject({
      isFailed: false,
      attempts: 9,
    });
    await h.call('admin/queue/remove-job', { queue: 'deliver', jobId: id }, bob);
    const missing = await h.call('admin/queue/show-job', { queue: 'deliver', jobId: id }, bob);
    expect([missing.status, missing.body.error.code]).toEqual([500, 'INTERNAL_ERROR']);
    await h.call('admin/queue/promote-jobs', { queue: 'deliver' }, bob);
    expect((await h.call('admin/queue/stats', {}, bob)).body.deliver).toMatchObject({ delayed: 0, waiting: 3 });
    await h.call('admin/queue/clear', { queue: 'deliver', state: 'wait' }, bob);
    expect((await h.call('admin/queue/stats', {}, bob)).body.deliver).toMatchObject({ waiting: 0, completed: 1 });
    await h.call('admin/queue/clear', { queue: 'deliver', state: '*' }, bob);
    expect(
      (await h.call('admin/queue/jobs', { queue: 'deliver', state: ['completed', 'wait', 'delayed', 'failed', 'active'] }, bob)).body,
    ).toEqual([]);
  });
});
