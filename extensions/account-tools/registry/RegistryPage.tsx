import { Api, Link, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { useLoad } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { LoadState } from '../LoadState';
import { keysPath } from './registryPath';

/** `/registry`: the account's registry scopes (`i/registry/scopes-with-domain`), by domain, each opening its keys. */
export default function RegistryPage() {
  const t = useT();
  const api = useService(Api);
  const loaded = useLoad('scopes', () => api.request('i/registry/scopes-with-domain', {}));
  const domains = loaded.data ?? [];
  const empty = loaded.data !== undefined && domains.every((d) => d.scopes.length === 0);
  return (
    <div className="kite-registry">
      <PageHeader title={t(m.registry)} icon="server" />
      <div className="kite-settings-page">
        <p className="kite-settings-note">{t(m.registryHelp)}</p>
        <LoadState loaded={loaded} />
        {empty && <p>{t(m.noScopes)}</p>}
        {domains
          .filter((d) => d.scopes.length > 0)
          .map((d) => (
            <section key={d.domain ?? '@'} aria-label={d.domain ?? t(m.ownClient)}>
              <h2>{d.domain ?? t(m.ownClient)}</h2>
              <ul className="kite-at-list">
                {d.scopes.map((scope) => (
                  <li key={scope.join('/')}>
                    <Link to={keysPath(d.domain, scope)} className="kite-settings-item">
                      <code>{scope.join(' / ')}</code>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </div>
  );
}
