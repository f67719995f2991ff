import { useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { widgetsBasicMessages as m } from '../messages';
import { useNow } from '../shared/useNow';
import '../widgets.css';

/** The UNIX clock widget: seconds since 1970-01-01 UTC, with milliseconds if chosen. */
export default function UnixClockWidget(props: WidgetProps) {
  const t = useT();
  const showMs = props.settings['showMs'] === true;
  const now = useNow(showMs ? 60 : 1000);
  const s = Math.floor(now.getTime() / 1000);
  return (
    <div className="kite-wclock" style={{ fontSize: `${Number(props.settings['fontSize']) || 1.5}em` }}>
      {props.settings['showLabel'] === true && <div className="kite-wclock-label">{t(m.unixEpoch)}</div>}
      <time dateTime={now.toISOString()} data-testid="unix-clock">
        {s}
        {showMs && <span className="kite-wclock-ms">.{String(now.getMilliseconds()).padStart(3, '0').slice(0, 2)}</span>}
      </time>
    </div>
  );
}
