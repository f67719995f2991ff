import { useState } from 'react';
import { Api, useService, useT } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import { TimeSeriesChart, useLoad } from '@kite/sdk/kit';
import { Loaded } from './LoadState';
import { CHART_POINTS, alignChart } from './chartData';
import type { ChartSpan } from './chartData';
import { serverMessages as m } from './pageMessages';

type Series = { label: string; values: readonly number[] }[];

function ServerChart({
  id,
  title,
  load,
  stacked,
  formatValue,
}: {
  id: string;
  title: string;
  load: (span: ChartSpan) => Promise<Series>;
  stacked?: boolean;
  formatValue?: (v: number) => string;
}) {
  const [span, setSpan] = useState<ChartSpan>('day');
  const data = useLoad(`${id}:${span}`, async () => alignChart(span, await load(span)));
  return (
    <Loaded {...data}>
      {(d) => (
        <TimeSeriesChart
          title={title}
          timestamps={d.timestamps}
          series={d.series}
          span={span}
          onSpanChange={setSpan}
          stacked={stacked}
          formatValue={formatValue}
        />
      )}
    </Loaded>
  );
}

/** The charts tab: the server's public charts (notes, users, federation, active users, drive), per day or hour. */
export function ChartsTab() {
  const t = useT();
  const api = useService(Api);
  const q = (span: ChartSpan) => ({ span, limit: CHART_POINTS });
  const local = t(m.local);
  const remote = t(m.remote);
  return (
    <div className="kite-about-charts">
      <ServerChart
        id="notes"
        title={t(m.chartNotes)}
        stacked
        load={async (span) => {
          const c = await api.request('charts/notes', q(span));
          return [
            { label: local, values: c.local.inc },
            { label: remote, values: c.remote.inc },
          ];
        }}
      />
      <ServerChart
        id="users"
        title={t(m.chartUsers)}
        load={async (span) => {
          const c = await api.request('charts/users', q(span));
          return [
            { label: local, values: c.local.total },
            { label: remote, values: c.remote.total },
          ];
        }}
      />
      <ServerChart
        id="federation"
        title={t(m.chartFederation)}
        load={async (span) => {
          const c = await api.request('charts/federation', q(span));
          return [
            { label: t(m.delivered), values: c.deliveredInstances },
            { label: t(m.inbox), values: c.inboxInstances },
            { label: t(m.subscribing), values: c.sub },
            { label: t(m.publishing), values: c.pub },
          ];
        }}
      />
      <ServerChart
        id="active"
        title={t(m.chartActiveUsers)}
        load={async (span) => {
          const c = await api.request('charts/active-users', q(span));
          return [
            { label: t(m.read), values: c.read },
            { label: t(m.write), values: c.write },
          ];
        }}
      />
      <ServerChart
        id="drive"
        title={t(m.chartDrive)}
        stacked
        formatValue={formatBytes}
        load={async (span) => {
          const c = await api.request('charts/drive', q(span));
          return [
            { label: local, values: c.local.incSize },
            { label: remote, values: c.remote.incSize },
          ];
        }}
      />
    </div>
  );
}
