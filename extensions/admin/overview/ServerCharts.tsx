import { useState } from 'react';
import type { TimeSeriesChartProps } from '@kite/sdk/kit';
import { Api, useService, useT } from '@kite/sdk';
import { TimeSeriesChart, useLoad } from '@kite/sdk/kit';
import { LoadError } from './LoadError';
import { alignSeries } from './align';
import { overviewMessages as m } from './messages';

type Span = NonNullable<TimeSeriesChartProps['span']>;
type Series = { label: string; values: readonly number[] }[];
const POINTS = 30;

/** One of Misskey's charts (per day, or per hour), with its table; `load` answers its series newest first. */
function ServerChart({
  id,
  title,
  stacked,
  load,
}: {
  id: string;
  title: string;
  stacked?: boolean;
  load: (span: Span) => Promise<Series>;
}) {
  const [span, setSpan] = useState<Span>('day');
  const data = useLoad(`${id} ${span}`, async () => alignSeries(span, await load(span), Date.now()));
  if (data.error) return <LoadError error={data.error} retry={data.reload} />;
  if (!data.data) return <div className="kite-admin-overview-placeholder" aria-busy="true" />;
  return (
    <TimeSeriesChart
      title={title}
      timestamps={data.data.timestamps}
      series={data.data.series}
      span={span}
      onSpanChange={setSpan}
      stacked={stacked}
    />
  );
}

/** Who read and wrote, per period. */
export function ActiveUsersChart() {
  const t = useT();
  const api = useService(Api);
  return (
    <ServerChart
      id="active"
      title={t(m.activeUsers)}
      stacked
      load={async (span) => {
        const c = await api.request('charts/active-users', { span, limit: POINTS });
        return [
          { label: t(m.readWrite), values: c.readWrite },
          { label: t(m.read), values: c.read },
          { label: t(m.write), values: c.write },
        ];
      }}
    />
  );
}

/** How many servers this one received from and delivered to, per period. */
export function FederationChart() {
  const t = useT();
  const api = useService(Api);
  return (
    <ServerChart
      id="federation"
      title={t(m.federation)}
      load={async (span) => {
        const c = await api.request('charts/federation', { span, limit: POINTS });
        return [
          { label: t(m.subscribing), values: c.inboxInstances },
          { label: t(m.publishing), values: c.deliveredInstances },
        ];
      }}
    />
  );
}

/** ActivityPub traffic: activities received, delivered, and deliveries that failed, per period. */
export function ApRequestsChart() {
  const t = useT();
  const api = useService(Api);
  return (
    <ServerChart
      id="ap"
      title={t(m.apRequests)}
      load={async (span) => {
        const c = await api.request('charts/ap-request', { span, limit: POINTS });
        return [
          { label: t(m.inboxReceived), values: c.inboxReceived },
          { label: t(m.deliverSucceeded), values: c.deliverSucceeded },
          { label: t(m.deliverFailed), values: c.deliverFailed },
        ];
      }}
    />
  );
}
