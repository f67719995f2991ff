import type { entities } from 'misskey-js';

const MINUTE = 60_000;

/**
 * A queue's completed / failed metrics as chart points, oldest first. BullMQ gives one count a
 * minute, newest first, ending at the current minute.
 */
export function metricPoints(
  completed: entities.QueueMetrics,
  failed: entities.QueueMetrics,
  now: number,
): { timestamps: number[]; completed: number[]; failed: number[] } {
  const n = Math.max(completed.data.length, failed.data.length);
  const end = Math.floor(now / MINUTE) * MINUTE;
  const timestamps = Array.from({ length: n }, (_, i) => end - (n - 1 - i) * MINUTE);
  const oldestFirst = (data: readonly number[]) => Array.from({ length: n }, (_, i) => data[n - 1 - i] ?? 0);
  return { timestamps, completed: oldestFirst(completed.data), failed: oldestFirst(failed.data) };
}
