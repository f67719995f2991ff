import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';

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

describe('the queueStats channel (Misskey 2025.9 QueueStatsService)', () => {
  it('samples the deliver and inbox counts and the jobs run since the last sample; the log answers requestLog', async () => {
    await fetch(`${h.url}/__dev/reset`, { method: 'POST' });
    const stream = h.stream(bob);
    await connected(stream);
    const ch = stream.useChannel('queueStats');
    await new Promise((r) => setTimeout(r, 50));
    const tick = async () => {
      const next = waitFor<entities.QueueStats>((r) => ch.once('stats', r), 3000);
      expect((await fetch(`${h.url}/__dev/queue-stats-tick`, { method: 'POST' })).status).toBe(200);
      return next;
    };
    expect(await tick()).toEqual({
      deliver: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 3 },
      inbox: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 1 },
    });
    // Two jobs run and the delayed deliveries promoted: the next sample says so, the one after counts nothing new.
    await h.call('admin/queue/retry-job', { queue: 'deliver', jobId: '4' }, bob);
    await h.call('admin/queue/retry-job', { queue: 'deliver', jobId: '1' }, bob);
    await h.call('admin/queue/promote-jobs', { queue: 'deliver' }, bob);
    expect((await tick()).deliver).toEqual({ activeSincePrevTick: 2, active: 0, waiting: 2, delayed: 0 });
    expect((await tick()).deliver.activeSincePrevTick).toBe(0);
    const log = waitFor<entities.QueueStatsLog>((r) => ch.once('statsLog', r), 3000);
    ch.send('requestLog', { id: 'z', length: 2 });
    const got = await log;
    expect(got).toHaveLength(2);
    expect(got[1]?.deliver.activeSincePrevTick).toBe(2); // newest first
    ch.dispose();
  });
});
