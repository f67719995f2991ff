const SPAN_MS = { day: 86_400_000, hour: 3_600_000 } as const;

/**
 * Misskey's `charts/*` answer each series newest first, one value per UTC day or hour, the first
 * being the current period. This gives the periods' start times and the series, oldest first.
 */
export function alignSeries(
  span: keyof typeof SPAN_MS,
  series: readonly { label: string; values: readonly number[] }[],
  now: number,
): { timestamps: number[]; series: { label: string; values: number[] }[] } {
  const step = SPAN_MS[span];
  const current = Math.floor(now / step) * step;
  const length = Math.max(0, ...series.map((s) => s.values.length));
  return {
    timestamps: Array.from({ length }, (_, i) => current - (length - 1 - i) * step),
    series: series.map((s) => ({ label: s.label, values: [...s.values].reverse() })),
  };
}
