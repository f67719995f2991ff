import type { entities } from 'misskey-js';

/** One queueStats sample and when it was taken (ms). */
export interface QueueSample {
  at: number;
  stats: entities.QueueStats;
}

/** Misskey's QueueStatsService samples the queues this often. */
export const SAMPLE_MS = 10_000;

/**
 * The samples after `log` (a statsLog, newest first) arrived at `now`: the log's entries placed
 * SAMPLE_MS apart ending at `now`, before the samples already held, oldest first, at most `keep`.
 * A time already taken moves on by a millisecond, so each point keeps its own row in the table.
 */
export function withLog(held: readonly QueueSample[], log: readonly entities.QueueStats[], now: number, keep: number): QueueSample[] {
  const first = held[0]?.at ?? Infinity;
  const older = [...log]
    .reverse()
    .map((stats, i) => ({ at: now - (log.length - 1 - i) * SAMPLE_MS, stats }))
    .filter((s) => s.at < first);
  return [...older, ...held].slice(-keep);
}

/** The samples after a live `stats` arrived at `now`. */
export function withSample(held: readonly QueueSample[], stats: entities.QueueStats, now: number, keep: number): QueueSample[] {
  const last = held.at(-1)?.at ?? -Infinity;
  return [...held, { at: Math.max(now, last + 1), stats }].slice(-keep);
}
