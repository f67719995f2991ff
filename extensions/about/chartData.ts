import type { TimeSeriesChartProps } from '@kite/sdk/kit';

type ChartSpan = NonNullable<TimeSeriesChartProps['span']>;
type ChartSeries = TimeSeriesChartProps['series'][number];

export type { ChartSpan };

const SPAN_MS: Record<ChartSpan, number> = { day: 86_400_000, hour: 3_600_000 };

/** The number of points a server chart shows (Misskey's charts answer up to 500). */
export const CHART_POINTS = 30;

/**
 * Misskey's `charts/*` answer each series newest first, one value per UTC day or hour, the first
 * being the current one. This gives the points' start times and the series, oldest first.
 */
export function alignChart(
  span: ChartSpan,
  series: readonly { label: string; values: readonly number[] }[],
  now: number = Date.now(),
): { timestamps: number[]; series: ChartSeries[] } {
  const step = SPAN_MS[span];
  const current = Math.floor(now / step) * step;
  const length = Math.max(0, ...series.map((s) => s.values.length));
  const timestamps = Array.from({ length }, (_, i) => current - (length - 1 - i) * step);
  return {
    timestamps,
    series: series.map((s) => ({ label: s.label, values: [...s.values].reverse() })),
  };
}
