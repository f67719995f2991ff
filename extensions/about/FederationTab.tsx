import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, I18n, Link, Loading, safeHttpUrl, useService, useT } from '@kite/sdk';
import { Button, SelectRow, fieldsClass, useLoad } from '@kite/sdk/kit';
import { LoadFailed } from './LoadState';
import { FILTERS, INSTANCE_PAGE, SORTS, instancesRequest } from './federationQuery';
import type { InstanceFilter, ShownSort } from './federationQuery';
import { serverMessages as m } from './pageMessages';

const filterText = {
  all: m.fAll,
  federating: m.fFederating,
  subscribing: m.fSubscribing,
  publishing: m.fPublishing,
  suspended: m.fSuspended,
  blocked: m.fBlocked,
  silenced: m.fSilenced,
  notResponding: m.fNotResponding,
} as const;
const sortText = {
  '+pubSub': m.sPubSub,
  '+notes': m.sNotes,
  '+users': m.sUsers,
  '+firstRetrievedAt': m.sFirst,
  '+latestRequestReceivedAt': m.sLatest,
} as const;

function InstanceRow({ inst }: { inst: entities.FederationInstance }) {
  const t = useT();
  const i18n = useService(I18n);
  const icon = safeHttpUrl(inst.faviconUrl ?? inst.iconUrl ?? '');
  const flags = [
    inst.isSuspended && m.fSuspended,
    inst.isBlocked && m.fBlocked,
    inst.isSilenced && m.fSilenced,
    inst.isNotResponding && m.fNotResponding,
  ].filter((x) => x !== false);
  return (
    <li>
      <Link to={`/instance-info/${encodeURIComponent(inst.host)}`} className="kite-about-instance">
        {icon ? <img src={icon.href} alt="" className="kite-about-favicon" loading="lazy" /> : <span className="kite-about-favicon" />}
        <span className="kite-about-instance-text">
          <span className="kite-about-instance-name">{inst.name ?? inst.host}</span>
          <span className="kite-about-muted">
            {inst.host} · {[inst.softwareName, inst.softwareVersion].filter(Boolean).join(' ')}
          </span>
          <span className="kite-about-muted">
            {t(m.instanceCounts, { users: i18n.formatNumber(inst.usersCount), notes: i18n.formatNumber(inst.notesCount) })}
          </span>
        </span>
        {flags.map((f) => (
          <span key={f.id} className="kite-about-flag">
            {t(f)}
          </span>
        ))}
      </Link>
    </li>
  );
}

/** The federation tab: the servers this one knows, searched by host, sorted and filtered by state, 30 at a time. */
export function FederationTab() {
  const t = useT();
  const api = useService(Api);
  const [host, setHost] = useState('');
  const [filter, setFilter] = useState<InstanceFilter>('all');
  const [sort, setSort] = useState<ShownSort>('+pubSub');
  const [pages, setPages] = useState(1);
  const key = JSON.stringify([host.trim(), filter, sort, pages]);
  // Every page up to `pages`, loaded in turn: a new search or sort starts again from the first.
  const list = useLoad(key, async () => {
    const all: entities.FederationInstance[] = [];
    for (let p = 0; p < pages; p++) {
      const page = await api.request('federation/instances', instancesRequest(host, filter, sort, p * INSTANCE_PAGE));
      all.push(...page);
      if (page.length < INSTANCE_PAGE) return { items: all, more: false };
    }
    return { items: all, more: true };
  });
  const reset = () => setPages(1);
  return (
    <>
      <div className={`kite-about-controls ${fieldsClass}`}>
        <input
          type="search"
          value={host}
          onChange={(e) => {
            setHost(e.target.value);
            reset();
          }}
          aria-label={t(m.searchHost)}
          placeholder={t(m.searchHost)}
          className="kite-about-search"
        />
        <SelectRow
          label={t(m.filter)}
          value={filter}
          options={FILTERS.map((f) => ({ value: f, text: t(filterText[f]) }))}
          onChange={(v) => {
            setFilter(v);
            reset();
          }}
        />
        <SelectRow
          label={t(m.sort)}
          value={sort}
          options={SORTS.map((s) => ({ value: s, text: t(sortText[s]) }))}
          onChange={(v) => {
            setSort(v);
            reset();
          }}
        />
      </div>
      {list.error && <LoadFailed error={list.error} onRetry={list.reload} />}
      {list.data && list.data.items.length === 0 && <p className="kite-about-empty">{t(m.noInstances)}</p>}
      {list.data && (
        <ul className="kite-about-instances" aria-label={t(m.federation)} aria-busy={list.loading}>
          {list.data.items.map((i) => (
            <InstanceRow key={i.id} inst={i} />
          ))}
        </ul>
      )}
      {list.loading && <Loading />}
      {list.data?.more && !list.loading && (
        <div className="kite-about-more">
          <Button onClick={() => setPages((p) => p + 1)}>{t(m.loadMore)}</Button>
        </div>
      )}
    </>
  );
}
