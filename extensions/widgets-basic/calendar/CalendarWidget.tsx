import { I18n, useService, useT } from '@kite/sdk';
import { calendarProgress } from './progress';
import { useNow } from '../shared/useNow';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The calendar widget: today's date and weekday, and how far the day, month and year have gone. */
export default function CalendarWidget() {
  const t = useT();
  const i18n = useService(I18n);
  const now = useNow(60_000);
  const p = calendarProgress(now);
  const bars = [
    [t(m.today), p.day],
    [t(m.thisMonth), p.month],
    [t(m.thisYear), p.year],
  ] as const;
  return (
    <div className="kite-wcal">
      <div className="kite-wcal-date">
        <span className="kite-wcal-month">{i18n.formatDate(now, { year: 'numeric', month: 'long' })}</span>
        <span className="kite-wcal-day" data-testid="calendar-day">
          {now.getDate()}
        </span>
        <span className="kite-wcal-weekday">{i18n.formatDate(now, { weekday: 'long' })}</span>
      </div>
      <div className="kite-wcal-bars">
        {bars.map(([label, value]) => (
          <div key={label} className="kite-wcal-bar">
            <span>{label}</span>
            <meter min={0} max={100} value={value} aria-label={t(m.progress, { label, percent: value })} />
          </div>
        ))}
      </div>
    </div>
  );
}
