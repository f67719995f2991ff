import { I18n, useService, useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { useNow } from '../shared/useNow';
import { timeZoneOf } from '../shared/timeZone';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The digital clock widget: the time in the chosen zone (the device's by default), every second or faster with milliseconds. */
export default function DigitalClockWidget(props: WidgetProps) {
  const t = useT();
  const i18n = useService(I18n);
  const showMs = props.settings['showMs'] === true;
  const now = useNow(showMs ? 60 : 1000);
  const timeZone = timeZoneOf(props.settings['timezone']);
  const hms = i18n.formatDate(now, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
  const ms = String(now.getMilliseconds()).padStart(3, '0').slice(0, 2);
  return (
    <div className="kite-wclock" style={{ fontSize: `${Number(props.settings['fontSize']) || 1.5}em` }}>
      {props.settings['showLabel'] === true && <div className="kite-wclock-label">{timeZone ?? t(m.localTime)}</div>}
      <time dateTime={now.toISOString()} data-testid="digital-clock">
        {hms}
        {showMs && <span className="kite-wclock-ms">.{ms}</span>}
      </time>
    </div>
  );
}
