import { I18n, useService } from '@kite/sdk';
import { useNow } from './useNow';
import './widgets.css';

/** The digital clock widget: local time, refreshed every second. */
export default function DigitalClockWidget() {
  const i18n = useService(I18n);
  const now = useNow(1000);
  return (
    <div className="kite-wclock">
      <time dateTime={now.toISOString()}>{i18n.formatDate(now, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}</time>
    </div>
  );
}
