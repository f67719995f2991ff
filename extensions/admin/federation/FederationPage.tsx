import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, I18n, Link, safeHttpUrl, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, Field, fieldsClass, LoadMore, SelectRow, usePagedLoad } from '@kite/sdk/kit';
import { instanceStatus, stateParams } from './filters';
import type { InstanceSort, InstanceState } from './filters';
import { useDebounced } from './useDebounced';
import { federationMessages as m } from './messages';
import './federation.css';
import './stackedFields.css';

const PAGE = 10;

/** /admin/federation: the servers this one knows, by host, state and sort, a page at a time; each opens its page. */
export default function FederationPage() {
  const t = useT();
  const api = useService(Api);
  const [hostInput, setHostInput] = useState('');
  const host = useDebounced(hostInput.trim());
  const [state, setState] = useState<InstanceState>('federating');
  const [sort, setSort] = useState<InstanceSort>('+pubSub');
  const filters = { sort, host: host || null, ...stateParams(state) };
  const key = JSON.stringify(filters);
  const list = usePagedLoad(key, (after) => api.request('federation/instances', { ...filters, limit: PAGE, offset: after.count }), PAGE);
  const items = list.data ?? [];
  const many = (k: string) => t(m.descending, { key: k });
  const few = (k: string) => t(m.ascending, { key: k });

  return (
    <section className={`kite-admin-federation kite-admin-stacked ${fieldsClass}`}>
      <PageHeader title={t(m.federation)} icon="world" />
      <div className="kite-admin-filters">
        <Field label={t(m.host)}>
          {(id) => <input id={id} type="search" value={hostInput} autoComplete="off" onChange={(e) => setHostInput(e.target.value)} />}
        </Field>
        <SelectRow
          label={t(m.state)}
          value={state}
          onChange={setState}
          options={[
            { value: 'all', text: t(m.all) },
            { value: 'federating', text: t(m.federating) },
            { value: 'subscribing', text: t(m.subscribing) },
            { value: 'publishing', text: t(m.publishing) },
            { value: 'suspended', text: t(m.suspended) },
            { value: 'silenced', text: t(m.silenced) },
            { value: 'blocked', text: t(m.blocked) },
            { value: 'notResponding', text: t(m.notResponding) },
          ]}
        />
        <SelectRow
          label={t(m.sort)}
          value={sort}
          onChange={setSort}
          options={[
            { value: '+pubSub', text: many(t(m.pubSub)) },
            { value: '-pubSub', text: few(t(m.pubSub)) },
            { value: '+notes', text: many(t(m.notes)) },
            { value: '-notes', text: few(t(m.notes)) },
            { value: '+users', text: many(t(m.users)) },
            { value: '-users', text: few(t(m.users)) },
            { value: '+following', text: many(t(m.following)) },
            { value: '-following', text: few(t(m.following)) },
            { value: '+followers', text: many(t(m.followers)) },
            { value: '-followers', text: few(t(m.followers)) },
            { value: '+firstRetrievedAt', text: t(m.newest, { key: t(m.firstRetrievedAt) }) },
            { value: '-firstRetrievedAt', text: t(m.oldest, { key: t(m.firstRetrievedAt) }) },
            { value: '+latestRequestReceivedAt', text: t(m.newest, { key: t(m.latestRequest) }) },
            { value: '-latestRequestReceivedAt', text: t(m.oldest, { key: t(m.latestRequest) }) },
          ]}
        />
      </div>
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && items.length === 0 && <p role="status">{t(m.none)}</p>}
      <ul className="kite-admin-instances" aria-label={t(m.list)} aria-busy={list.loading}>
        {items.map((i) => (
          <li key={i.id}>
            <InstanceCard inst={i} />
          </li>
        ))}
      </ul>
      <LoadMore paged={list} />
    </section>
  );
}

/** One server: icon, name, host, counts and its status, linked to its page (where staff moderate it). */
function InstanceCard({ inst }: { inst: entities.FederationInstance }) {
  const t = useT();
  const i18n = useService(I18n);
  const icon = safeHttpUrl(inst.iconUrl ?? inst.faviconUrl ?? '', globalThis.location?.origin ?? 'http://localhost')?.href;
  const status = instanceStatus(inst);
  return (
    <Link to={`/instance-info/${encodeURIComponent(inst.host)}`} className="kite-admin-row kite-admin-instance">
      {icon && <img src={icon} alt="" width={32} height={32} className="kite-admin-instance-icon" />}
      <span className="kite-admin-row-main">
        <span>
          {inst.name ?? inst.host} <span className="kite-admin-muted">{inst.host}</span>
        </span>
        <span className="kite-admin-muted">
          {t(m.counts, { users: i18n.formatNumber(inst.usersCount), notes: i18n.formatNumber(inst.notesCount) })}
          {inst.softwareName ? ` · ${[inst.softwareName, inst.softwareVersion].filter(Boolean).join(' ')}` : ''}
        </span>
      </span>
      <span className="kite-admin-badge" data-tone={status === 'alive' ? undefined : 'warn'}>
        {t(m[status])}
      </span>
    </Link>
  );
}
