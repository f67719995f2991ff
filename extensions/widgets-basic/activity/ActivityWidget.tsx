import { Api, I18n, useService, useT, useViewer } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { Sparkline } from '../shared/Sparkline';
import { activityDays } from './days';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/**
 * The activity widget: the notes the person posted each day, as a calendar of the last 7
 * weeks (darker = more) or as a chart, like Misskey's.
 */
export default function ActivityWidget(props: WidgetProps) {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const me = useViewer().me;
  const fetched = useFetch(
    async () => (me ? api.get('charts/user/notes', { userId: me.id, span: 'day', limit: 7 * 7 }) : null),
    me?.id ?? '',
  );
  return (
    <FetchState fetched={fetched}>
      {(chart) => {
        if (!chart) return null;
        const days = activityDays(chart.diffs.normal, chart.diffs.reply, chart.diffs.renote, chart.diffs.withFile, new Date());
        const max = Math.max(1, ...days.map((d) => d.total));
        if (Number(props.settings['view']) === 1) {
          return (
            <div className="kite-wactivity-chart">
              <Sparkline values={days.map((d) => d.total)} width={260} height={60} label={t(m.notes)} />
            </div>
          );
        }
        return (
          <div className="kite-wactivity" role="list" aria-label={t(m.notes)}>
            {days.map((d) => (
              <span
                key={d.date.toISOString()}
                role="listitem"
                className="kite-wactivity-day"
                style={{ opacity: d.total === 0 ? 0.12 : 0.3 + (0.7 * d.total) / max }}
                title={`${i18n.formatDate(d.date, { dateStyle: 'medium' })}: ${t(m.notesCount, { count: d.total })}`}
                aria-label={`${i18n.formatDate(d.date, { dateStyle: 'medium' })}: ${t(m.notesCount, { count: d.total })}`}
                data-count={d.total}
              />
            ))}
          </div>
        );
      }}
    </FetchState>
  );
}
