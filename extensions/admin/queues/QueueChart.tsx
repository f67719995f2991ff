import { useCallback, useMemo } from 'react';
import type { entities } from 'misskey-js';
import { I18n, useService, useT } from '@kite/sdk';
import { TimeSeriesChart } from '@kite/sdk/kit';
import { metricPoints } from './metrics';
import { queuesMessages as m } from './messages';

/** A queue's completed and failed jobs per minute (the chart, or its table), up to the metrics' last minute. */
export function QueueChart({
  name,
  metrics,
  height,
}: {
  name: string;
  metrics: { completed: entities.QueueMetrics; failed: entities.QueueMetrics };
  height?: number;
}) {
  const t = useT();
  const i18n = useService(I18n);
  const minuteText = useCallback((ms: number) => i18n.formatDate(ms, { hour: 'numeric', minute: '2-digit' }), [i18n]);
  const points = useMemo(() => metricPoints(metrics.completed, metrics.failed, metrics.completed.meta.prevTS), [metrics]);
  const series = useMemo(
    () => [
      { label: t(m.completed), values: points.completed },
      { label: t(m.failed), values: points.failed },
    ],
    [points, t],
  );
  return (
    <TimeSeriesChart
      title={t(m.countsChart, { queue: name })}
      timestamps={points.timestamps}
      series={series}
      formatTime={minuteText}
      height={height}
    />
  );
}
