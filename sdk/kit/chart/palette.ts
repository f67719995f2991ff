/** The theme variables a chart's series take their colours from, in order. */
const THEME_COLOURS = ['--kite-accent', '--kite-link', '--kite-success', '--kite-warn', '--kite-error', '--kite-hashtag', '--kite-mention'];
/** Used when the theme lacks a variable (or outside a themed page): distinct, readable on light and dark. */
const FALLBACK = ['#86b300', '#3aa2dc', '#2dba6e', '#e5a50a', '#e0245e', '#8a6bd1', '#e07c24', '#5f7a8a'];

/** What a chart paints with, read once from the theme's CSS variables on `<html>`. */
export interface ChartTheme {
  fg: string;
  grid: string;
  series: string[];
}

export function readChartTheme(el: Element = document.documentElement): ChartTheme {
  const style = getComputedStyle(el);
  const v = (name: string) => style.getPropertyValue(name).trim();
  const themed = THEME_COLOURS.map(v).filter(Boolean);
  // Distinct colours first: a theme may give two variables the same value.
  const series = [...new Set([...themed, ...FALLBACK])];
  return { fg: v('--kite-fg') || '#888', grid: v('--kite-divider') || 'rgba(128,128,128,0.25)', series };
}

/** Each series' colour: its own, else the theme's next one. */
export function seriesColours(theme: ChartTheme, own: readonly (string | undefined)[]): string[] {
  return own.map((c, i) => c ?? theme.series[i % theme.series.length] ?? '#888');
}

/** Running totals, series by series: what a stacked chart draws (a missing value counts as 0 below the next one). */
export function stackValues(series: readonly (readonly (number | null)[])[]): (number | null)[][] {
  const out: (number | null)[][] = [];
  series.forEach((values, s) => {
    const below = out[s - 1];
    out.push(values.map((v, i) => (v == null ? null : v + (below?.[i] ?? 0))));
  });
  return out;
}
