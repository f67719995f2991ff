import { useEffect, useRef } from 'react';
import { I18n, useService, useT, useViewer } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { useQueueStats } from '../shared/useStats';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The job queue widget (staff): the deliver and inbox queues live from the queueStats channel; an optional sound when jobs pile up. */
export default function JobQueueWidget(props: WidgetProps) {
  const t = useT();
  const i18n = useService(I18n);
  const who = useViewer();
  const staff = who.isStaff;
  const stats = useQueueStats(1, staff);
  const last = stats.at(-1);
  const sound = props.settings['sound'] === true;
  const prevWaiting = useRef(0);
  useEffect(() => {
    if (!last || !sound) return;
    const waiting = last.deliver.waiting + last.inbox.waiting;
    // Like Misskey: a short beep when the queue starts to back up.
    if (waiting > 100 && prevWaiting.current <= 100 && typeof AudioContext !== 'undefined') {
      const ctx = new AudioContext();
      const o = ctx.createOscillator();
      o.connect(ctx.destination);
      o.start();
      o.stop(ctx.currentTime + 0.15);
    }
    prevWaiting.current = waiting;
  }, [last, sound]);
  if (!staff) return <p className="kite-w-empty">{t(m.staffOnly)}</p>;
  const n = (v: number) => i18n.formatNumber(v);
  return (
    <table className="kite-wqueue" data-testid="job-queue">
      <thead>
        <tr>
          <th scope="col"></th>
          <th scope="col">{t(m.process)}</th>
          <th scope="col">{t(m.active)}</th>
          <th scope="col">{t(m.waiting)}</th>
          <th scope="col">{t(m.delayed)}</th>
        </tr>
      </thead>
      <tbody>
        {(['inbox', 'deliver'] as const).map((q) => (
          <tr key={q}>
            <th scope="row">{q === 'inbox' ? 'In' : 'Out'}</th>
            <td>{last ? n(last[q].activeSincePrevTick) : '–'}</td>
            <td>{last ? n(last[q].active) : '–'}</td>
            <td>{last ? n(last[q].waiting) : '–'}</td>
            <td>{last ? n(last[q].delayed) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
