const DAY = 86_400_000;

/** One day of the heatmap: its UTC start (ms) and count. */
export interface HeatDay {
  day: number;
  count: number;
}

/**
 * Daily counts (newest first, today first, as Misskey's charts answer) as calendar columns of
 * seven days, oldest week first, each column starting on the same weekday; and the largest count.
 */
export function heatmapWeeks(newestFirst: readonly number[], now: number): { weeks: (HeatDay | undefined)[][]; max: number } {
  const today = Math.floor(now / DAY) * DAY;
  const days = newestFirst.map((count, i) => ({ day: today - i * DAY, count })).reverse();
  // Pad the front so every column starts on the weekday of the oldest full week.
  const pad = (7 - (days.length % 7)) % 7;
  const cells: (HeatDay | undefined)[] = [...Array.from({ length: pad }, () => undefined), ...days];
  const weeks: (HeatDay | undefined)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { weeks, max: Math.max(0, ...newestFirst) };
}
