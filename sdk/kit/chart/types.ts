/** One line of a time-series chart: its name in the legend and table, and one value per timestamp (null: no value). */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  /** A CSS colour; by default the next of the theme's colours (accent, link, success, warn, error…). */
  color?: string;
}

/** The period one point of a chart covers, as Misskey's `charts/*` endpoints take it. */
export type ChartSpan = 'day' | 'hour';

/** Props of `TimeSeriesChart`. */
export interface TimeSeriesChartProps {
  /** The chart's name: its accessible name, and the table's caption. */
  title: string;
  /** The points' times in ms since the epoch, oldest first; `values[i]` of each series belongs to `timestamps[i]`. */
  timestamps: readonly number[];
  series: readonly ChartSeries[];
  /** Draws each series on top of the ones before it (areas), as parts of a total. */
  stacked?: boolean;
  /** The period of one point; it picks how times are written. Default `day`. */
  span?: ChartSpan;
  /** Given, the chart shows a day/hour switch that calls it (for endpoints that offer both spans). */
  onSpanChange?: (span: ChartSpan) => void;
  /** How a value is written in the legend, the axis and the table (default: the language's number format). */
  formatValue?: (value: number) => string;
  /** How a point's time (ms) is written in the axis and the table (default: by `span`; e.g. hours and minutes for per-minute counts). */
  formatTime?: (ms: number) => string;
  /** The plot's height in CSS pixels (default 200). */
  height?: number;
}
