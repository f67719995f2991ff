import { Api, Link, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { LoadState } from '../LoadState';
import { parseRegistryParams, valuePath } from './registryPath';

/** `/registry/keys/:domain/:path(*)?`: the keys of one scope with the type of each value (`i/registry/keys-with-type`). */
export default function RegistryKeysPage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const { domain, segments: scope } = parseRegistryParams(props.params);
  const loaded = useLoad(`keys:${domain ?? '@'}:${scope.join('/')}`, () => api.request('i/registry/keys-with-type', { scope, domain }));
  const keys = Object.entries(loaded.data ?? {});
  return (
    <div className="kite-registry">
      <PageHeader title={t(m.keys)} subtitle={t(m.scopeOf, { scope: scope.join(' / ') })} icon="server" />
      <div className="kite-settings-page">
        <p>
          <Link to="/registry">{t(m.registry)}</Link> › {domain ?? t(m.ownClient)} › <code>{scope.join(' / ')}</code>
        </p>
        <LoadState loaded={loaded} />
        {loaded.data && keys.length === 0 && <p>{t(m.noKeys)}</p>}
        {keys.length > 0 && (
          <ul className="kite-at-list" aria-label={t(m.keys)}>
            {keys.map(([key, type]) => (
              <li key={key}>
                <Link to={valuePath(domain, scope, key)} className="kite-settings-item">
                  <code>{key}</code> <span className="kite-settings-note">{t(m.type, { type })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
