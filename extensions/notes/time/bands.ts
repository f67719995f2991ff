/** Seconds per unit (spec 3 §9). */
export const SECONDS = { year: 31536000, month: 2592000, week: 604800, day: 86400, hour: 3600, minute: 60 } as const;

/** The units a relative time is shown in. */
export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export type RelativeBand =
  | { kind: 'invalid' }
  | { kind: 'justNow' }
  | { kind: 'future'; unit: TimeUnit; value: number }
  | { kind: 'past'; unit: TimeUnit; value: number };

function unitOf(abs: number): { unit: TimeUnit; value: number } {
  if (abs >= SECONDS.year) return { unit: 'year', value: Math.round(abs / SECONDS.year) };
  if (abs >= SECONDS.month) return { unit: 'month', value: Math.round(abs / SECONDS.month) };
  if (abs >= SECONDS.week) return { unit: 'week', value: Math.round(abs / SECONDS.week) };
  if (abs >= SECONDS.day) return { unit: 'day', value: Math.round(abs / SECONDS.day) };
  if (abs >= SECONDS.hour) return { unit: 'hour', value: Math.round(abs / SECONDS.hour) };
  if (abs >= SECONDS.minute) return { unit: 'minute', value: Math.round(abs / SECONDS.minute) };
  return { unit: 'second', value: Math.max(1, Math.round(abs)) };
}

/**
 * Spec 3 §4: below -3 s is in the future; -3 to 10 s is just now; from 10 s on,
 * seconds / minutes / hours / days / weeks / months / years ago.
 */
export function relativeBand(time: number, now: number): RelativeBand {
  if (!Number.isFinite(time)) return { kind: 'invalid' };
  const ago = (now - time) / 1000;
  if (ago < -3) return { kind: 'future', ...unitOf(-ago) };
  if (ago < 10) return { kind: 'justNow' };
  return { kind: 'past', ...unitOf(ago) };
}

/** Spec 3 §9: refresh every 10 s under a minute old, 60 s under an hour, otherwise 180 s. */
export function refreshInterval(time: number, now: number): number {
  const ago = Math.abs(now - time) / 1000;
  if (ago < 60) return 10_000;
  if (ago < 3600) return 60_000;
  return 180_000;
}

/** Spec 3 §9 colored option: older than 90 days one highlight, older than 180 days a stronger one. */
export function ageHighlight(time: number, now: number): 'none' | 'old' | 'veryOld' {
  const days = (now - time) / 1000 / SECONDS.day;
  if (days > 180) return 'veryOld';
  if (days > 90) return 'old';
  return 'none';
}

export function toEpoch(time: string | number | Date): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  return Date.parse(time);
}
