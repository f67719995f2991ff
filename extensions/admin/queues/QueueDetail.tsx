import { useState } from 'react';
import { Api, Dialogs, Toasts, useService, useT } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { Counts } from './Counts';
import { JobList } from './JobList';
import { QueueChart } from './QueueChart';
import type { QueueName } from './queueNames';
import { queuesMessages as m } from './messages';
import { succeeded } from '../succeeded';

/** One queue: its counts, jobs per minute, running the delayed jobs now, emptying it, and its jobs. */
export function QueueDetail({ queue, onChange }: { queue: QueueName; onChange: () => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const stats = useLoad(queue, () => api.request('admin/queue/queue-stats', { queue }));
  // The page's list of queues shows the same counts.
  // Promoting or clearing changes the jobs: the list loads again.
  const [round, setRound] = useState(0);
  const changed = () => {
    stats.reload();
    onChange();
  };
  const act = async (ask: string, run: () => Promise<unknown>) => {
    if (!(await dialogs.confirm({ type: 'warning', text: ask }))) return;
    const ok = await succeeded(run());
    if (!ok) return;
    toasts.show(t(m.done));
    changed();
    setRound((n) => n + 1);
  };
  return (
    <div className="kite-admin-section">
      <h2>{queue}</h2>
      {stats.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(stats.error, t) })} <Button onClick={stats.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {stats.data && (
        <>
          <Counts counts={stats.data.counts} />
          <QueueChart name={queue} metrics={stats.data.metrics} />
          <div className="kite-admin-actions">
            <Button
              onClick={() => void act(t(m.promoteConfirm, { queue }), () => api.requestWithUi('admin/queue/promote-jobs', { queue }))}
            >
              {t(m.promote)}
            </Button>
            <Button
              variant="danger"
              onClick={() => void act(t(m.clearConfirm, { queue }), () => api.requestWithUi('admin/queue/clear', { queue, state: '*' }))}
            >
              {t(m.clear)}
            </Button>
          </div>
        </>
      )}
      <JobList key={round} queue={queue} onChange={changed} />
    </div>
  );
}
