import { Api, I18n, Link, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { Counts } from './Counts';
import { QueueChart } from './QueueChart';
import { LiveQueue } from './LiveQueue';
import { queuesMessages as m } from './messages';
import './queues.css';

// The counts move while jobs run: the page asks again this often while it is visible.
const REFRESH_MS = 10_000;

/**
 * /admin/federation-job-queue: the deliver and inbox queues live (as Misskey's client shows them, from the queueStats
 * channel), their jobs per minute, and the servers with delayed jobs.
 */
export default function FederationQueuePage() {
  const t = useT();
  return (
    <section className="kite-admin-queues">
      <PageHeader title={t(m.federationJobQueue)} icon="clock" />
      <FederationQueue queue="deliver" />
      <FederationQueue queue="inbox" />
    </section>
  );
}

function FederationQueue({ queue }: { queue: 'deliver' | 'inbox' }) {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const stats = useLoad(queue, () => api.request('admin/queue/queue-stats', { queue }), { every: REFRESH_MS });
  const delayed = useLoad(queue, () => api.request(queue === 'deliver' ? 'admin/queue/deliver-delayed' : 'admin/queue/inbox-delayed', {}), {
    every: REFRESH_MS,
  });
  const error = stats.error ?? delayed.error;
  const retry = () => {
    stats.reload();
    delayed.reload();
  };
  return (
    <section className="kite-admin-section" aria-labelledby={`kite-queue-${queue}`}>
      <h2 id={`kite-queue-${queue}`}>{queue}</h2>
      <LiveQueue queue={queue} />
      {error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(error, t) })} <Button onClick={retry}>{t(m.retry)}</Button>
        </p>
      )}
      {stats.data && (
        <>
          <Counts counts={stats.data.counts} />
          <QueueChart name={queue} metrics={stats.data.metrics} height={160} />
        </>
      )}
      {delayed.data?.length === 0 && <p className="kite-admin-muted">{t(m.noDelayed)}</p>}
      {delayed.data && delayed.data.length > 0 && (
        <table className="kite-admin-table">
          <caption>{t(m.delayedHosts)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.host)}</th>
              <th scope="col" className="kite-admin-num">
                {t(m.count)}
              </th>
            </tr>
          </thead>
          <tbody>
            {delayed.data.map(([host, n]) => (
              <tr key={host}>
                <th scope="row">
                  <Link to={`/instance-info/${encodeURIComponent(host)}`}>{host}</Link>
                </th>
                <td className="kite-admin-num">{i18n.formatNumber(n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
