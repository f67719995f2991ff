import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Api, I18n, Loading, ResultScreen, safeHttpUrl, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { UserGrid } from './UserGrid';
import { federationState } from './federation';
import { exploreMessages as m } from './messages';
import './explore.css';

// Staff only: its code loads for them, with the page.
const InstanceModeration = lazy(() => import('./InstanceModeration'));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="kite-explore-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Facts({ inst }: { inst: entities.FederationInstance }) {
  const t = useT();
  const i18n = useService(I18n);
  const num = (n: number) => i18n.formatNumber(n);
  const date = (d: string | null) => (d ? i18n.formatDate(new Date(d), { dateStyle: 'medium', timeStyle: 'short' }) : t(m.unknown));
  const software = [inst.softwareName, inst.softwareVersion].filter(Boolean).join(' ');
  const states = federationState(inst);
  return (
    <>
      <section aria-label={t(m.federation)} className="kite-explore-fed">
        <h2 className="kite-explore-h2">{t(m.federation)}</h2>
        <ul className="kite-explore-chips">
          {states.map((s) => (
            <li key={s.key} className={`kite-explore-chip kite-explore-chip-${s.tone}`}>
              {t(m[s.key])}
            </li>
          ))}
        </ul>
      </section>
      <dl className="kite-explore-facts" aria-label={t(m.instanceInfo)}>
        <Fact label={t(m.software)}>{software || t(m.unknown)}</Fact>
        <Fact label={t(m.usersCount)}>{num(inst.usersCount)}</Fact>
        <Fact label={t(m.notesCountLabel)}>{num(inst.notesCount)}</Fact>
        <Fact label={t(m.following)}>{num(inst.followersCount)}</Fact>
        <Fact label={t(m.followersLabel)}>{num(inst.followingCount)}</Fact>
        <Fact label={t(m.registrations)}>
          {inst.openRegistrations == null ? t(m.unknown) : t(inst.openRegistrations ? m.open : m.closed)}
        </Fact>
        <Fact label={t(m.firstSeen)}>{date(inst.firstRetrievedAt)}</Fact>
        <Fact label={t(m.lastReceived)}>{date(inst.latestRequestReceivedAt)}</Fact>
        {(inst.maintainerName || inst.maintainerEmail) && (
          <Fact label={t(m.maintainer)}>{[inst.maintainerName, inst.maintainerEmail].filter(Boolean).join(' · ')}</Fact>
        )}
      </dl>
    </>
  );
}

/** /instance-info/:host — what this server knows about a remote server, and its users here. */
export default function InstancePage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const host = params.host ?? '';
  const { isStaff } = useViewer();
  const { data, error, reload } = useLoad(host, async () => (await api.request('federation/show-instance', { host })) ?? 'missing');
  if (error) return <ResultScreen kind="error" onRetry={reload} />;
  if (data === undefined) return <Loading />;
  if (data === 'missing') return <ResultScreen kind="notFound" title={t(m.instanceNotFound)} />;
  const icon = safeHttpUrl(data.iconUrl ?? data.faviconUrl ?? '')?.href ?? null;
  const site = safeHttpUrl(`https://${data.host}`)?.href;
  return (
    <div className="kite-explore">
      <PageHeader title={data.name ?? data.host} subtitle={data.host} icon="server" avatarUrl={icon} />
      <div className="kite-explore-instance" style={data.themeColor ? { borderTopColor: data.themeColor } : undefined}>
        {data.description && <p className="kite-explore-description">{data.description}</p>}
        {site && (
          <p>
            <a href={site} target="_blank" rel="noopener noreferrer">
              {t(m.openServer)}
            </a>
          </p>
        )}
        <Facts inst={data} />
        {isStaff && (
          <Suspense fallback={null}>
            <InstanceModeration key={`${data.host} ${data.moderationNote ?? ''}`} inst={data} onChange={reload} />
          </Suspense>
        )}
        <h2 className="kite-explore-h2">{t(m.usersOfServer)}</h2>
        <UserGrid
          listKey={`host:${data.host}`}
          label={t(m.usersOfServer)}
          emptyText={t(m.noUsers)}
          load={(offset, limit) =>
            api.request('users', { hostname: data.host, origin: 'remote', sort: '+follower', state: 'all', offset, limit })
          }
        />
      </div>
    </div>
  );
}
