import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Api, I18n, Link, NoteViews, UserName, safeHttpUrl, useOptionalService, useService, useT, safeImageSrc } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { Loaded } from './LoadState';
import { serverMessages as m } from './pageMessages';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kite-about-section" aria-label={title}>
      <h2 className="kite-about-h2">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="kite-about-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An http(s) link that opens outside, or "not set". */
export function ExternalLink({ url, children }: { url: string | null | undefined; children?: ReactNode }) {
  const t = useT();
  const safe = url ? safeHttpUrl(url) : null;
  if (!safe) return <span className="kite-about-muted">{t(m.notSet)}</span>;
  return (
    <a href={safe.href} target="_blank" rel="noopener noreferrer">
      {children ?? safe.href}
    </a>
  );
}

function Stats() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const stats = useLoad('stats', () => api.request('stats', {}));
  return (
    <Section title={t(m.stats)}>
      <Loaded {...stats}>
        {(s) => (
          <dl className="kite-about-stats">
            <Fact label={t(m.usersCount)}>{i18n.formatNumber(s.originalUsersCount)}</Fact>
            <Fact label={t(m.notesCount)}>{i18n.formatNumber(s.originalNotesCount)}</Fact>
            <Fact label={t(m.instancesCount)}>{i18n.formatNumber(s.instances)}</Fact>
          </dl>
        )}
      </Loaded>
    </Section>
  );
}

function PinnedUsers() {
  const t = useT();
  const api = useService(Api);
  const users = useLoad('pinned-users', () => api.request('pinned-users', {}));
  if (users.data?.length === 0) return null;
  return (
    <Section title={t(m.pinnedUsers)}>
      <Loaded {...users}>
        {(list) => (
          <ul className="kite-about-users">
            {list.map((u) => (
              <li key={u.id}>
                <Link to={`/@${u.username}`} className="kite-about-user">
                  {u.avatarUrl && <img src={safeImageSrc(u.avatarUrl)} alt="" className="kite-about-avatar" loading="lazy" />}
                  <span>
                    <UserName user={u} />
                    <span className="kite-about-muted"> @{u.username}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Section>
  );
}

function Head({ meta }: { meta: entities.MetaLite }) {
  const views = useOptionalService(NoteViews);
  const banner = meta.bannerUrl ? safeHttpUrl(meta.bannerUrl) : null;
  const icon = meta.iconUrl ? safeHttpUrl(meta.iconUrl) : null;
  return (
    <header className="kite-about-head">
      {banner && <img src={banner.href} alt="" className="kite-about-banner" />}
      <div className="kite-about-title">
        {icon && <img src={icon.href} alt="" className="kite-about-icon" />}
        <h2 className="kite-about-name">{meta.name ?? location.host}</h2>
      </div>
      {meta.description && <div className="kite-about-description">{views ? <views.Mfm text={meta.description} /> : meta.description}</div>}
    </header>
  );
}

function Body({ meta }: { meta: entities.MetaLite }) {
  const t = useT();
  const email = meta.maintainerEmail && /^[^\s@]+@[^\s@]+$/.test(meta.maintainerEmail) ? meta.maintainerEmail : null;
  const legal = [
    [m.impressum, meta.impressumUrl],
    [m.tos, meta.tosUrl],
    [m.privacyPolicy, meta.privacyPolicyUrl],
  ] as const;
  return (
    <>
      <Head meta={meta} />
      {meta.serverRules.length > 0 && (
        <Section title={t(m.rules)}>
          <ol className="kite-about-rules">
            {meta.serverRules.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ol>
        </Section>
      )}
      <Section title={t(m.admin)}>
        <dl className="kite-about-facts">
          <Fact label={t(m.admin)}>{meta.maintainerName ?? <span className="kite-about-muted">{t(m.notSet)}</span>}</Fact>
          <Fact label={t(m.contact)}>
            {email ? <a href={`mailto:${email}`}>{email}</a> : <span className="kite-about-muted">{t(m.notSet)}</span>}
          </Fact>
          <Fact label={t(m.inquiry)}>
            <ExternalLink url={meta.inquiryUrl} />
          </Fact>
          <Fact label={t(m.software)}>Misskey</Fact>
          <Fact label={t(m.version)}>{meta.version}</Fact>
        </dl>
      </Section>
      <Stats />
      <PinnedUsers />
      {legal.some(([, url]) => url) && (
        <Section title={t(m.legal)}>
          <ul className="kite-about-links">
            {legal.map(([key, url]) =>
              url ? (
                <li key={key.id}>
                  <ExternalLink url={url}>{t(key)}</ExternalLink>
                </li>
              ) : null,
            )}
          </ul>
        </Section>
      )}
    </>
  );
}

/** The overview tab: who runs the server and under which rules, what it runs, how big it is. */
export function OverviewTab() {
  const api = useService(Api);
  const meta = useLoad('meta', () => api.request('meta', { detail: true }));
  return <Loaded {...meta}>{(data) => <Body meta={data} />}</Loaded>;
}
