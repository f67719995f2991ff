import { Api, I18n, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { LoadError } from './LoadError';
import { overviewMessages as m } from './messages';

/** The server's counts: local users, local notes, known servers, and who is online now. */
export function Stats() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const data = useLoad('stats', async () => {
    const [stats, online] = await Promise.all([api.request('stats', {}), api.request('get-online-users-count', {})]);
    return { stats, online: online.count };
  });
  if (data.error) return <LoadError error={data.error} retry={data.reload} />;
  const d = data.data;
  const facts: [string, number | undefined][] = [
    [t(m.users), d?.stats.originalUsersCount],
    [t(m.notes), d?.stats.originalNotesCount],
    [t(m.instances), d?.stats.instances],
    [t(m.online), d?.online],
  ];
  return (
    <dl className="kite-admin-queue-counts" aria-busy={data.loading}>
      {facts.map(([label, n]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{n == null ? '–' : i18n.formatNumber(n)}</dd>
        </div>
      ))}
    </dl>
  );
}
