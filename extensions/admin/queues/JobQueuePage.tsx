import { useState } from 'react';
import { Api, I18n, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import { QueueDetail } from './QueueDetail';
import type { QueueName } from './queueNames';
import { queuesMessages as m } from './messages';
import './queues.css';
import '../federation/stackedFields.css';

const COLUMNS = ['active', 'delayed', 'waiting', 'failed'] as const;

/** /admin/job-queue: every queue with its counts; one opens to its chart, actions and jobs. */
export default function JobQueuePage() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const [open, setOpen] = useState<QueueName | null>(null);
  const list = useLoad('queues', () => api.request('admin/queue/queues', {}));
  return (
    <section className={`kite-admin-queues kite-admin-stacked ${fieldsClass}`}>
      <PageHeader title={t(m.jobQueue)} icon="clock" />
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable) */}
      <div className="kite-admin-table-box" role="region" aria-label={t(m.queues)} tabIndex={0}>
        <table className="kite-admin-table" aria-busy={list.loading}>
          <caption className="kite-admin-muted">{t(m.queues)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.queue)}</th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="kite-admin-num">
                  {t(m[c])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((q) => (
              <tr key={q.name}>
                <th scope="row">
                  <Button aria-pressed={open === q.name} onClick={() => setOpen(open === q.name ? null : q.name)}>
                    {q.name}
                  </Button>
                </th>
                {COLUMNS.map((c) => (
                  <td key={c} className="kite-admin-num">
                    {i18n.formatNumber(q.counts[c] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <QueueDetail key={open} queue={open} onChange={list.reload} />}
    </section>
  );
}
