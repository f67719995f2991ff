import { Api, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { useLoad } from '@kite/sdk/kit';
import { Loaded } from './LoadState';
import { ExternalLink } from './OverviewTab';
import { serverMessages as m } from './pageMessages';
import './about.css';

/** /contact — how to reach the people who run this server: the maintainer, their email, the inquiry page. */
export default function ContactPage() {
  const t = useT();
  const api = useService(Api);
  const meta = useLoad('meta', () => api.request('meta', { detail: true }));
  return (
    <div className="kite-about">
      <PageHeader title={t(m.contactTitle)} icon="mail" />
      <div className="kite-about-panel">
        <Loaded {...meta}>
          {(data) => {
            const email = data.maintainerEmail && /^[^\s@]+@[^\s@]+$/.test(data.maintainerEmail) ? data.maintainerEmail : null;
            if (!data.maintainerName && !email && !data.inquiryUrl) return <p className="kite-about-empty">{t(m.noContact)}</p>;
            return (
              <dl className="kite-about-facts">
                <div className="kite-about-fact">
                  <dt>{t(m.maintainer)}</dt>
                  <dd>{data.maintainerName ?? <span className="kite-about-muted">{t(m.notSet)}</span>}</dd>
                </div>
                <div className="kite-about-fact">
                  <dt>{t(m.email)}</dt>
                  <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : <span className="kite-about-muted">{t(m.notSet)}</span>}</dd>
                </div>
                <div className="kite-about-fact">
                  <dt>{t(m.inquiry)}</dt>
                  <dd>
                    <ExternalLink url={data.inquiryUrl} />
                  </dd>
                </div>
              </dl>
            );
          }}
        </Loaded>
      </div>
    </div>
  );
}
