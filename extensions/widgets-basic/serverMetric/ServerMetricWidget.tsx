import { Api, I18n, useService, useT } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import type { WidgetProps } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { useServerStats } from '../shared/useStats';
import { Sparkline } from '../shared/Sparkline';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

function Meter(props: { label: string; value: number; detail: string; history?: readonly number[] }) {
  return (
    <div className="kite-wmetric">
      <div className="kite-wmetric-head">
        <strong>{props.label}</strong>
        <span>{props.detail}</span>
      </div>
      <meter min={0} max={1} value={props.value} aria-label={`${props.label}: ${Math.round(props.value * 100)}%`} />
      {props.history && <Sparkline values={props.history} width={260} height={28} />}
    </div>
  );
}

/**
 * The server metrics widget: CPU and memory live from the serverStats channel (every 2 s)
 * and disk from server-info; the view setting picks which, numbered as Misskey's: 0 CPU and
 * memory, 1 network, 2 CPU, 3 memory, 4 disk.
 */
export default function ServerMetricWidget(props: WidgetProps) {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const info = useFetch(() => api.get('server-info'), 'server-info');
  const stats = useServerStats(50);
  const view = Number(props.settings['view']) || 0;
  const last = stats.at(-1);
  const total = info.data?.mem.total ?? 0;
  const pct = (n: number) => i18n.formatNumber(n, { style: 'percent', maximumFractionDigits: 1 });
  const cpu = last ? <Meter label={t(m.cpu)} value={last.cpu} detail={pct(last.cpu)} history={stats.map((s) => s.cpu)} /> : null;
  const mem =
    last && total > 0 ? (
      <Meter
        label={t(m.memory)}
        value={last.mem.active / total}
        detail={`${formatBytes(last.mem.active)} / ${formatBytes(total)}`}
        history={stats.map((s) => s.mem.active)}
      />
    ) : null;
  const fs = info.data ? (
    <Meter
      label={t(m.disk)}
      value={info.data.fs.used / Math.max(1, info.data.fs.total)}
      detail={`${formatBytes(info.data.fs.used)} / ${formatBytes(info.data.fs.total)}`}
    />
  ) : null;
  const net = last ? (
    <div className="kite-wmetric">
      <div className="kite-wmetric-head">
        <strong>{t(m.network)}</strong>
        <span>{t(m.networkRates, { rx: formatBytes(last.net.rx), tx: formatBytes(last.net.tx) })}</span>
      </div>
      <Sparkline values={stats.map((s) => s.net.rx)} width={260} height={28} label={t(m.inbound)} />
      <Sparkline values={stats.map((s) => s.net.tx)} width={260} height={28} label={t(m.outbound)} />
    </div>
  ) : null;
  return (
    <div className="kite-wmetrics" data-testid="server-metric">
      {info.data && (
        <p className="kite-wmetrics-machine">
          {info.data.machine} · {info.data.cpu.model} × {info.data.cpu.cores}
        </p>
      )}
      {view === 1 && net}
      {(view === 0 || view === 2) && cpu}
      {(view === 0 || view === 3) && mem}
      {view === 4 && fs}
    </div>
  );
}
