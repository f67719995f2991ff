import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, I18n, Toasts, useService, useT } from '@kite/sdk';
import { Button, Field, SelectRow, errorText, useLoad } from '@kite/sdk/kit';
import { useDebounced } from '../federation/useDebounced';
import type { QueueName } from './queueNames';
import { queuesMessages as m } from './messages';
import { succeeded } from '../succeeded';

type JobState = 'active' | 'wait' | 'delayed' | 'completed' | 'failed';
const ALL: JobState[] = ['active', 'wait', 'delayed', 'completed', 'failed'];

/** The jobs of a queue by state (all by default) and search words, newest first; each opens to its details. */
export function JobList({ queue, onChange }: { queue: QueueName; onChange: () => void }) {
  const t = useT();
  const api = useService(Api);
  const [state, setState] = useState<JobState | 'all'>('all');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim());
  const key = `${queue} ${state} ${search}`;
  const list = useLoad(key, () =>
    api.request('admin/queue/jobs', { queue, state: state === 'all' ? ALL : [state], ...(search && { search }) }),
  );
  const changed = () => {
    list.reload();
    onChange();
  };
  return (
    <section className="kite-admin-section" aria-label={t(m.jobs)}>
      <h2>{t(m.jobs)}</h2>
      <div className="kite-admin-filters">
        <SelectRow
          label={t(m.state)}
          value={state}
          onChange={setState}
          options={[
            { value: 'all', text: t(m.all) },
            { value: 'active', text: t(m.active) },
            { value: 'wait', text: t(m.waiting) },
            { value: 'delayed', text: t(m.delayed) },
            { value: 'completed', text: t(m.completed) },
            { value: 'failed', text: t(m.failed) },
          ]}
        />
        <Field label={t(m.search)}>
          {(id) => <input id={id} type="search" value={searchInput} autoComplete="off" onChange={(e) => setSearchInput(e.target.value)} />}
        </Field>
      </div>
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data?.length === 0 && <p role="status">{t(m.noJobs)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.jobs)} aria-busy={list.loading}>
        {(list.data ?? []).map((j) => (
          <li key={j.id}>
            <JobView queue={queue} job={j} onChange={changed} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One job: what it is, when it ran, why it failed, its data; retry it or remove it (after confirming). */
function JobView({ queue, job, onChange }: { queue: QueueName; job: entities.QueueJob; onChange: () => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const i18n = useService(I18n);
  const when = (ms: number | undefined) => (ms == null ? '–' : i18n.formatDate(ms, { dateStyle: 'short', timeStyle: 'medium' }));
  const act = async (ask: string | null, run: () => Promise<unknown>) => {
    if (ask && !(await dialogs.confirm({ type: 'warning', text: ask }))) return;
    const ok = await succeeded(run());
    if (!ok) return;
    toasts.show(t(m.done));
    onChange();
  };
  return (
    <details className="kite-admin-job">
      <summary>
        {t(m.jobId, { id: job.id })} · {job.name}
        {job.isFailed && <span className="kite-admin-badge" data-tone="warn">{` ${t(m.failed)}`}</span>}
      </summary>
      <dl className="kite-admin-file-facts">
        <dt>{t(m.createdAt)}</dt>
        <dd>{when(job.timestamp)}</dd>
        <dt>{t(m.processedOn)}</dt>
        <dd>{when(job.processedOn)}</dd>
        <dt>{t(m.finishedOn)}</dt>
        <dd>{when(job.finishedOn)}</dd>
        <dt>{t(m.attemptsLabel)}</dt>
        <dd>{i18n.formatNumber(job.attempts)}</dd>
        {job.failedReason && (
          <>
            <dt>{t(m.failedReason)}</dt>
            <dd>{job.failedReason}</dd>
          </>
        )}
      </dl>
      <h3 className="kite-admin-muted">{t(m.data)}</h3>
      <pre>{JSON.stringify(job.data, null, 2)}</pre>
      <div className="kite-admin-actions">
        <Button onClick={() => void act(null, () => api.requestWithUi('admin/queue/retry-job', { queue, jobId: job.id }))}>
          {t(m.retryJob)}
        </Button>
        <Button
          variant="danger"
          onClick={() =>
            void act(t(m.removeConfirm, { id: job.id }), () => api.requestWithUi('admin/queue/remove-job', { queue, jobId: job.id }))
          }
        >
          {t(m.removeJob)}
        </Button>
      </div>
    </details>
  );
}
