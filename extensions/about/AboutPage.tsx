import { useState } from 'react';
import { Navigation, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { PageTab, RouteProps } from '@kite/sdk';
import { OverviewTab } from './OverviewTab';
import { EmojisTab } from './EmojisTab';
import { FederationTab } from './FederationTab';
import { ChartsTab } from './ChartsTab';
import { serverMessages as m } from './pageMessages';
import './about.css';

const tabKeys = ['overview', 'emojis', 'federation', 'charts'] as const;
type TabKey = (typeof tabKeys)[number];
const isTab = (k: string): k is TabKey => (tabKeys as readonly string[]).includes(k);

/** /about — the server: overview, custom emojis, federation, charts; the hash (#emojis…) picks the tab. */
export default function AboutPage({ hash }: RouteProps) {
  const t = useT();
  const nav = useService(Navigation);
  const who = useViewer();
  // Federation is hidden when the server does not federate (as the about menu hides it).
  const federates = who.meta?.federation !== 'none';
  const [tab, setTab] = useState<TabKey>(isTab(hash) && (hash !== 'federation' || federates) ? hash : 'overview');
  const tabs: PageTab[] = [
    { key: 'overview', title: t(m.overview), icon: 'info' },
    { key: 'emojis', title: t(m.emojis), icon: 'smile' },
    ...(federates ? [{ key: 'federation', title: t(m.federation), icon: 'world' } satisfies PageTab] : []),
    { key: 'charts', title: t(m.charts), icon: 'chart' },
  ];
  const choose = (k: string) => {
    if (!isTab(k)) return;
    setTab(k);
    // The tab is in the address, so a reload or a shared link opens it.
    nav.replace(`/about#${k}`);
  };
  return (
    <div className="kite-about">
      <PageHeader title={t(m.about)} icon="info" tabs={tabs} tab={tab} onTabChange={choose} />
      <div role="tabpanel" aria-label={tabs.find((x) => x.key === tab)?.title} className="kite-about-panel">
        {tab === 'overview' ? <OverviewTab /> : tab === 'emojis' ? <EmojisTab /> : tab === 'federation' ? <FederationTab /> : <ChartsTab />}
      </div>
    </div>
  );
}
