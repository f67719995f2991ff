import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18n, Stream, useService, useT } from '@kite/sdk';
import { TimeSeriesChart } from '@kite/sdk/kit';
import { withLog, withSample, type QueueSample } from './queueSamples';
import { queuesMessages as m } from './messages';

// Misskey's client asks for the last 200 samples and keeps as many.
const KEEP = 200;
const FIELDS = ['activeSincePrevTick', 'active', 'waiting', 'delayed'] as const;

/** The queueStats channel's samples, oldest first: its recent log, then each new sample as it comes. */
function useQueueSamples(): QueueSample[] {
  const stream = useService(Stream);
  const [samples, setSamples] = useState<QueueSample[]>([]);
  useEffect(() => {
    const c = stream.useChannel('queueStats', null);
    c.on('statsLog', (log) => setSamples((held) => withLog(held, log, Date.now(), KEEP)));
    c.on('stats', (stats) => setSamples((held) => withSample(held, stats, Date.now(), KEEP)));
    c.send('requestLog', { id: Math.random().toString(36).slice(2), length: KEEP });
    return () => c.dispose();
  }, [stream]);
  return samples;
}

/**
 * A federation queue's activity as the server samples it (the queueStats channel, every 10 s on
 * Misskey): the jobs started since the previous sample, active, waiting and delayed — now, and
 * over the recent samples as a chart (with its table).
 */
export function LiveQueue({ queue }: { queue: 'deliver' | 'inbox' }) {
  const t = useT();
  const i18n = useService(I18n);
  const samples = useQueueSamples();
  const labels = useMemo(
    () => ({ activeSincePrevTick: t(m.started), active: t(m.active), waiting: t(m.waiting), delayed: t(m.delayed) }),
    [t],
  );
  const timestamps = useMemo(() => samples.map((s) => s.at), [samples]);
  const series = useMemo(
    () => FIELDS.map((f) => ({ label: labels[f], values: samples.map((s) => s.stats[queue][f]) })),
    [samples, queue, labels],
  );
  const timeText = useCallback((ms: number) => i18n.formatDate(ms, { hour: 'numeric', minute: '2-digit', second: '2-digit' }), [i18n]);
  const now = samples.at(-1)?.stats[queue];
  const title = t(m.liveChart, { queue });
  return (
    <div className="kite-admin-live" role="group" aria-label={title}>
      {now ? (
        <>
          <dl className="kite-admin-queue-counts">
            {FIELDS.map((f) => (
              <div key={f}>
                <dt>{labels[f]}</dt>
                <dd>{i18n.formatNumber(now[f])}</dd>
              </div>
            ))}
          </dl>
          <TimeSeriesChart title={title} timestamps={timestamps} series={series} formatTime={timeText} height={140} />
        </>
      ) : (
        <p className="kite-admin-muted">{t(m.liveWaiting)}</p>
      )}
    </div>
  );
}
