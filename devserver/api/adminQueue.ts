/**
 * The job queues of Misskey 2025.9 (BullMQ there): counts, per-minute metrics, jobs by state, one
 * job, and the moderators' actions (retry, remove, promote the delayed ones, clear a state). The
 * devserver runs no jobs: each server state holds a few seeded ones, so the pages have something
 * to show. Unknown jobs behave as Misskey's: show-job is an internal error, retry/remove do nothing.
 */
import type { Endpoints, entities } from 'misskey-js';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { internalError, invalidParam } from '../http/errors';

export type QueueName = NonNullable<Endpoints['admin/queue/jobs']['req']>['queue'];
type JobState = 'active' | 'wait' | 'delayed' | 'completed' | 'failed' | 'paused';
export const QUEUES: readonly QueueName[] = [
  'system',
  'endedPollNotification',
  'deliver',
  'inbox',
  'db',
  'relationship',
  'objectStorage',
  'userWebhookDeliver',
  'systemWebhookDeliver',
];

export interface JobRec {
  id: string;
  name: string;
  state: JobState;
  data: Record<string, unknown>;
  timestamp: number;
  processedOn?: number;
  finishedOn?: number;
  attempts: number;
  delay: number;
  failedReason?: string;
}
interface Queues {
  jobs: Map<QueueName, JobRec[]>;
  /** Jobs run since the queue stats' last sample (BullMQ's 'active' events Misskey counts). */
  started: Map<QueueName, number>;
}

const MIN = 60_000;
/** Per-minute metrics: one value a minute for the last hour, newest first (as BullMQ answers). */
const METRIC_POINTS = 60;

function seedJobs(anchor: number): Map<QueueName, JobRec[]> {
  const at = (m: number) => anchor - m * MIN;
  const deliver = (id: string, to: string, state: JobState, m: number, extra: Partial<JobRec> = {}): JobRec => ({
    id,
    name: 'deliver',
    state,
    data: { to, content: { type: 'Create' } },
    timestamp: at(m),
    attempts: state === 'delayed' ? 3 : 1,
    delay: state === 'delayed' ? 5 * MIN : 0,
    ...extra,
  });
  const map = new Map<QueueName, JobRec[]>(QUEUES.map((q) => [q, []]));
  map.set('deliver', [
    deliver('1', 'https://remote.example/inbox', 'delayed', 30),
    deliver('2', 'https://remote.example/users/frank/inbox', 'delayed', 25),
    deliver('3', 'https://mastodon.example/inbox', 'delayed', 20),
    deliver('4', 'https://quiet.example/inbox', 'failed', 90, { failedReason: 'connect ECONNREFUSED', finishedOn: at(60), attempts: 8 }),
    deliver('5', 'https://mastodon.example/inbox', 'completed', 5, { processedOn: at(5), finishedOn: at(5) }),
  ]);
  map.set('inbox', [
    {
      id: '6',
      name: 'processInbox',
      state: 'delayed',
      data: { activity: { type: 'Like' }, signature: { keyId: 'https://remote.example/users/frank#main-key' } },
      timestamp: at(15),
      attempts: 2,
      delay: 2 * MIN,
    },
  ]);
  map.set('system', [
    {
      id: '7',
      name: 'tickCharts',
      state: 'completed',
      data: {},
      timestamp: at(3),
      processedOn: at(3),
      finishedOn: at(3),
      attempts: 1,
      delay: 0,
    },
  ]);
  return map;
}

const store = new WeakMap<State, Queues>();
export function queuesOf(state: State): Queues {
  let q = store.get(state);
  if (!q) store.set(state, (q = { jobs: seedJobs(state.db.anchor), started: new Map() }));
  return q;
}
/** Forgets the queues' changes (the devserver's reset). */
export const clearQueues = (state: State): void => void store.delete(state);

// Misskey's schema takes only its queue names.
function jobsOf(state: State, queue: QueueName): JobRec[] {
  if (!QUEUES.includes(queue)) throw invalidParam('queue', 'must be equal to one of the allowed values');
  return queuesOf(state).jobs.get(queue) ?? [];
}

/** BullMQ's getJobCounts keys, as Misskey passes them on. */
export function countsOf(state: State, queue: QueueName): Record<string, number> {
  const jobs = jobsOf(state, queue);
  const n = (s: JobState) => jobs.filter((j) => j.state === s).length;
  return {
    active: n('active'),
    completed: n('completed'),
    delayed: n('delayed'),
    failed: n('failed'),
    paused: n('paused'),
    prioritized: 0,
    waiting: n('wait'),
    'waiting-children': 0,
  };
}

/** A queueStats sample of a federation queue: its counts now and the jobs run since the last sample (then zeroed). */
export function queueActivity(state: State, queue: 'deliver' | 'inbox'): entities.QueueStats['deliver'] {
  const q = queuesOf(state);
  const c = countsOf(state, queue);
  const activeSincePrevTick = q.started.get(queue) ?? 0;
  q.started.set(queue, 0);
  return { activeSincePrevTick, active: c.active ?? 0, waiting: c.waiting ?? 0, delayed: c.delayed ?? 0 };
}

/** Stable made-up throughput: each queue its own small wave, so the charts have a shape; prevTS is the last minute, as BullMQ's. */
function metrics(queue: QueueName, kind: 'completed' | 'failed'): entities.QueueMetrics {
  const seed = QUEUES.indexOf(queue) + 1;
  const data = Array.from({ length: METRIC_POINTS }, (_, i) =>
    kind === 'completed' ? Math.round((Math.sin((i + seed) / 6) + 1.2) * seed * 3) : (i + seed) % 11 === 0 ? 1 : 0,
  );
  const count = data.reduce((a, b) => a + b, 0);
  return { meta: { count, prevTS: Math.floor(Date.now() / MIN) * MIN, prevCount: data[0] ?? 0 }, data, count };
}

function packJob(j: JobRec): entities.QueueJob {
  // misskey-js types data/opts/progress/returnValue as empty records; the real ones are whatever the job holds.
  const opaque = (v: Record<string, unknown>) => v as Record<string, never>;
  return {
    id: j.id,
    name: j.name,
    data: opaque(j.data),
    opts: opaque({ attempts: 8, backoff: { type: 'apBackoff' }, removeOnComplete: true }),
    timestamp: j.timestamp,
    ...(j.processedOn != null && { processedOn: j.processedOn, processedBy: 'devserver' }),
    ...(j.finishedOn != null && { finishedOn: j.finishedOn }),
    progress: opaque({}),
    attempts: j.attempts,
    delay: j.delay,
    failedReason: j.failedReason ?? '',
    stacktrace: j.failedReason ? [`Error: ${j.failedReason}`] : [],
    returnValue: opaque({}),
    isFailed: j.failedReason != null,
  };
}

/** Hosts with delayed jobs and how many, most first (deliver: the target; inbox: the signer's host). */
function delayedHosts(state: State, queue: 'deliver' | 'inbox'): [string, number][] {
  const counts = new Map<string, number>();
  for (const j of jobsOf(state, queue).filter((x) => x.state === 'delayed')) {
    const sig = j.data.signature;
    const url = queue === 'deliver' ? j.data.to : typeof sig === 'object' && sig && 'keyId' in sig ? sig.keyId : null;
    if (typeof url !== 'string') continue;
    const host = new URL(url).host;
    counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const read = { requireCredential: true, requireModerator: true, kind: 'read:admin:queue' } as const;
const write = { requireCredential: true, requireModerator: true, kind: 'write:admin:queue' } as const;
// Misskey passes BullMQ's counts on whole (paused, prioritized and waiting-children too), as the real server answers.
const queueCount = (state: State, q: QueueName): entities.QueueCount => {
  const c = countsOf(state, q);
  return {
    ...c,
    waiting: c.waiting ?? 0,
    active: c.active ?? 0,
    completed: c.completed ?? 0,
    failed: c.failed ?? 0,
    delayed: c.delayed ?? 0,
  };
};

export const adminQueueEndpoints = [
  ep('admin/queue/stats', { ...read, kind: 'read:admin:emoji' }, ({ state }) => ({
    deliver: queueCount(state, 'deliver'),
    inbox: queueCount(state, 'inbox'),
    db: queueCount(state, 'db'),
    objectStorage: queueCount(state, 'objectStorage'),
  })),
  ep('admin/queue/deliver-delayed', read, ({ state }) => delayedHosts(state, 'deliver')),
  ep('admin/queue/inbox-delayed', read, ({ state }) => delayedHosts(state, 'inbox')),
  ep('admin/queue/queues', read, ({ state }) =>
    QUEUES.map((name) => ({
      name,
      counts: countsOf(state, name),
      isPaused: false,
      metrics: { completed: metrics(name, 'completed'), failed: metrics(name, 'failed') },
    })),
  ),
  ep('admin/queue/queue-stats', read, ({ state, params }) => {
    jobsOf(state, params.queue); // validates the name
    return {
      name: params.queue,
      qualifiedName: `bull:${params.queue}`,
      counts: countsOf(state, params.queue),
      isPaused: false,
      metrics: { completed: metrics(params.queue, 'completed'), failed: metrics(params.queue, 'failed') },
      db: {
        version: '7.2.0',
        mode: 'standalone' as const,
        runId: 'devserver',
        processId: String(process.pid),
        port: 6379,
        os: process.platform,
        uptime: Math.round(process.uptime()),
        memory: { total: 0, used: 1_048_576, fragmentationRatio: 1, peak: 2_097_152 },
        clients: { blocked: 0, connected: 1 },
      },
    };
  }),
  ep('admin/queue/jobs', read, ({ state, params }) => {
    const terms = params.search?.toLowerCase().split(' ').filter(Boolean) ?? [];
    return jobsOf(state, params.queue)
      .filter((j) => params.state.includes(j.state))
      .filter((j) => terms.every((t) => JSON.stringify(j).toLowerCase().includes(t)))
      .sort((a, b) => b.timestamp - a.timestamp)
      .slice(0, 100)
      .map(packJob);
  }),
  ep('admin/queue/show-job', read, ({ state, params }) => {
    const job = jobsOf(state, params.queue).find((j) => j.id === params.jobId);
    if (!job) throw internalError(new Error(`Job not found: ${params.jobId}`));
    return packJob(job);
  }),
  // A finished job runs again; a waiting or delayed one runs now. Either way the devserver "runs" it at once.
  ep('admin/queue/retry-job', write, ({ state, params }) => {
    const job = jobsOf(state, params.queue).find((j) => j.id === params.jobId);
    if (!job) return;
    const q = queuesOf(state);
    q.started.set(params.queue, (q.started.get(params.queue) ?? 0) + 1);
    Object.assign(job, { state: 'completed', processedOn: Date.now(), finishedOn: Date.now(), delay: 0, attempts: job.attempts + 1 });
    delete job.failedReason;
  }),
  ep('admin/queue/remove-job', write, ({ state, params }) => {
    const q = queuesOf(state);
    q.jobs.set(
      params.queue,
      jobsOf(state, params.queue).filter((j) => j.id !== params.jobId),
    );
  }),
  ep('admin/queue/promote-jobs', write, ({ state, params }) => {
    for (const j of jobsOf(state, params.queue).filter((x) => x.state === 'delayed')) Object.assign(j, { state: 'wait', delay: 0 });
  }),
  ep('admin/queue/clear', write, ({ state, params }) => {
    const q = queuesOf(state);
    // 'prioritized' jobs are not kept here.
    q.jobs.set(
      params.queue,
      jobsOf(state, params.queue).filter((j) => params.state !== '*' && j.state !== params.state),
    );
  }),
];
