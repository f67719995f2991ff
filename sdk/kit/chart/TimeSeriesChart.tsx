import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { I18n } from '../../services';
import { useService, useT } from '../../react';
import { Button } from '../Button';
import { readChartTheme, seriesColours, stackValues } from './palette';
import { chartMessages as m } from './messages';
import type { ChartSpan, TimeSeriesChartProps } from './types';
import './chart.css';

// uPlot and its style sheet load with the first chart drawn, never with the kit.
const UPlotCanvas = lazy(() => import('./UPlotCanvas'));

function SpanSwitch({ span, onChange }: { span: ChartSpan; onChange: (s: ChartSpan) => void }) {
  const t = useT();
  const spans: [ChartSpan, string][] = [
    ['day', t(m.perDay)],
    ['hour', t(m.perHour)],
  ];
  return (
    <div role="radiogroup" aria-label={t(m.span)} className="kite-chart-spans">
      {spans.map(([s, text]) => (
        <button key={s} type="button" role="radio" aria-checked={span === s} className="kite-chart-span" onClick={() => onChange(s)}>
          {text}
        </button>
      ))}
    </div>
  );
}

/**
 * A time-series chart (uPlot, loaded with the first chart drawn): lines — or stacked areas with
 * `stacked` — over `timestamps`, coloured from the theme's CSS variables, with a legend (each
 * series' latest value), an optional day/hour switch (`onSpanChange`), and a "Show as table"
 * toggle that shows the same numbers as an accessible table.
 */
export function TimeSeriesChart({
  title,
  timestamps,
  series,
  stacked = false,
  span = 'day',
  onSpanChange,
  formatValue,
  formatTime: timeText,
  height = 200,
}: TimeSeriesChartProps) {
  const t = useT();
  const i18n = useService(I18n);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const fmt = useMemo(() => formatValue ?? ((v: number) => i18n.formatNumber(v)), [formatValue, i18n]);
  const formatTime = useMemo(
    () =>
      timeText ??
      ((ms: number) =>
        i18n.formatDate(
          ms,
          span === 'hour' ? { month: 'numeric', day: 'numeric', hour: 'numeric' } : { month: 'numeric', day: 'numeric' },
        )),
    [i18n, span, timeText],
  );
  const theme = useMemo(() => readChartTheme(), []);
  const colours = useMemo(
    () =>
      seriesColours(
        theme,
        series.map((s) => s.color),
      ),
    [theme, series],
  );
  const canvas = useMemo(
    () => ({
      label: title,
      xs: timestamps.map((ms) => ms / 1000),
      ys: stacked ? stackValues(series.map((s) => s.values)) : series.map((s) => [...s.values]),
      labels: series.map((s) => s.label),
      colours,
      stacked,
      height,
      theme,
      formatValue: fmt,
      formatTime,
    }),
    [title, timestamps, series, stacked, colours, height, theme, fmt, formatTime],
  );
  const latest = (values: readonly (number | null)[]) => {
    for (let i = values.length - 1; i >= 0; i--) {
      const v = values[i];
      if (v != null) return v;
    }
    return null;
  };
  return (
    <figure className="kite-chart" aria-label={title}>
      <figcaption className="kite-chart-head">
        <span className="kite-chart-title">{title}</span>
        {onSpanChange && <SpanSwitch span={span} onChange={onSpanChange} />}
        <Button aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable((v) => !v)}>
          {t(asTable ? m.showChart : m.showTable)}
        </Button>
      </figcaption>
      <ul className="kite-chart-legend">
        {series.map((s, i) => {
          const v = latest(s.values);
          return (
            <li key={s.label}>
              <span className="kite-chart-swatch" style={{ background: colours[i] }} aria-hidden="true" />
              {s.label}
              {v != null && <span className="kite-chart-latest"> {t(m.latest, { value: fmt(v) })}</span>}
            </li>
          );
        })}
      </ul>
      {asTable ? (
        // Focusable, so the keyboard can scroll a long or wide table.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
        <div className="kite-chart-tablebox" id={tableId} role="region" aria-label={title} tabIndex={0}>
          <table className="kite-chart-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t(m.time)}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {timestamps.map((ms, i) => (
                <tr key={ms}>
                  <th scope="row">{formatTime(ms)}</th>
                  {series.map((s) => {
                    const v = s.values[i];
                    return <td key={s.label}>{v == null ? '–' : fmt(v)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Suspense fallback={<div className="kite-chart-canvas" style={{ height }} />}>
          <div id={tableId}>
            <UPlotCanvas {...canvas} />
          </div>
        </Suspense>
      )}
    </figure>
  );
}
