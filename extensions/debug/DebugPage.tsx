import { useCallback, useSyncExternalStore } from 'react';
import { Contributions, ExtensionHost, contributionPointIds, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { ContributionPointId } from '@kite/sdk';
import { debugMessages as m } from './messages';

function usePointCounts(): Record<ContributionPointId, number> {
  const registry = useService(Contributions);
  const subscribe = useCallback(
    (fn: () => void) => {
      const offs = contributionPointIds.map((p) => registry.subscribe(p, fn));
      return () => offs.forEach((o) => o());
    },
    [registry],
  );
  const key = useSyncExternalStore(subscribe, () => contributionPointIds.map((p) => registry.list(p).length).join(','));
  const counts = key.split(',').map(Number);
  return Object.fromEntries(contributionPointIds.map((p, i) => [p, counts[i] ?? 0])) as Record<ContributionPointId, number>;
}

export default function DebugPage() {
  const t = useT();
  const host = useService(ExtensionHost);
  const subscribe = useCallback((fn: () => void) => host.subscribe(fn), [host]);
  const statuses = useSyncExternalStore(subscribe, () => host.list());
  const counts = usePointCounts();
  return (
    <article className="kite-panel">
      <PageHeader title={t(m.title)} icon="bug" />
      <h2>{t(m.extensions)}</h2>
      <table className="kite-table">
        <thead>
          <tr>
            <th>{t(m.id)}</th>
            <th>{t(m.source)}</th>
            <th>{t(m.state)}</th>
            <th>{t(m.error)}</th>
            <th>{t(m.activated)}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {statuses.map((s) => (
            <tr key={s.id} data-extension={s.id}>
              <td>{s.id}</td>
              <td>{s.source}</td>
              <td>{s.state}</td>
              <td>{s.error ?? ''}</td>
              <td>{s.activatedAt === undefined ? '' : t(m.activatedAt, { ms: s.activatedAt, trigger: s.trigger ?? '' })}</td>
              <td>
                {s.state === 'active' && s.id !== 'debug' && (
                  <button
                    type="button"
                    className="kite-button"
                    onClick={() => host.deactivate(s.id)}
                    aria-label={`${t(m.deactivate)} ${s.id}`}
                  >
                    {t(m.deactivate)}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t(m.contributions)}</h2>
      <table className="kite-table">
        <thead>
          <tr>
            <th>{t(m.point)}</th>
            <th>{t(m.count)}</th>
          </tr>
        </thead>
        <tbody>
          {contributionPointIds.map((p) => (
            <tr key={p}>
              <td>{p}</td>
              <td>{counts[p]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
