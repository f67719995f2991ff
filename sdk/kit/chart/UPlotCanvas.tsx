import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartTheme } from './palette';

/** What the canvas draws: the chart's data already aligned, coloured and (when stacked) summed. */
export interface CanvasProps {
  label: string;
  /** Seconds since the epoch, oldest first. */
  xs: number[];
  ys: (number | null)[][];
  labels: string[];
  colours: string[];
  stacked: boolean;
  height: number;
  theme: ChartTheme;
  formatValue: (v: number) => string;
  formatTime: (ms: number) => string;
}

/** A translucent fill of a colour for the stacked areas (any CSS colour; canvas-only, so color-mix is fine). */
const fillOf = (c: string) => `color-mix(in srgb, ${c} 35%, transparent)`;

function options(p: CanvasProps, width: number): uPlot.Options {
  const axis = { stroke: p.theme.fg, grid: { stroke: p.theme.grid, width: 1 }, ticks: { stroke: p.theme.grid, width: 1 } };
  return {
    width,
    height: p.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    series: [
      {},
      ...p.labels.map((label, i) => ({
        label,
        stroke: p.colours[i],
        width: 2,
        ...(p.stacked && { fill: fillOf(p.colours[i] ?? '#888') }),
        points: { show: false },
      })),
    ],
    // Each stacked area fills down to the series below it, not to zero.
    bands: p.stacked ? p.labels.slice(1).map((_, i) => ({ series: [i + 2, i + 1] as [number, number] })) : [],
    axes: [
      { ...axis, values: (_u, splits) => splits.map((s) => p.formatTime(s * 1000)) },
      { ...axis, size: 56, values: (_u, splits) => splits.map((s) => p.formatValue(s)) },
    ],
  };
}

/** uPlot over a resizing box; redrawn from scratch when the data or the theme changes (cheap for chart sizes). */
export default function UPlotCanvas(p: CanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(options(p, Math.max(100, el.clientWidth)), [p.xs, ...p.ys], el);
    const ro = new ResizeObserver(() => plot.setSize({ width: Math.max(100, el.clientWidth), height: p.height }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      plot.destroy();
    };
  }, [p]);
  return <div ref={box} className="kite-chart-canvas" role="img" aria-label={p.label} />;
}
