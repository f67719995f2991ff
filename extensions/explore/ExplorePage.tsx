import { useState } from 'react';
import { Navigation, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { PageTab, RouteProps } from '@kite/sdk';
import { NoteList } from './NoteList';
import { UsersTab } from './UsersTab';
import { HashtagsTab } from './HashtagsTab';
import { RolesTab } from './RolesTab';
import { exploreMessages as m } from './messages';
import './explore.css';

const tabKeys = ['featured', 'users', 'hashtags', 'roles'] as const;
type TabKey = (typeof tabKeys)[number];
const isTab = (k: string): k is TabKey => (tabKeys as readonly string[]).includes(k);

/** /explore — featured notes, users, hashtags and roles; the hash (#users…) picks the tab. */
export default function ExplorePage({ hash }: RouteProps) {
  const t = useT();
  const nav = useService(Navigation);
  const [tab, setTab] = useState<TabKey>(isTab(hash) ? hash : 'featured');
  const tabs: PageTab[] = [
    { key: 'featured', title: t(m.featured), icon: 'bolt' },
    { key: 'users', title: t(m.users), icon: 'users' },
    { key: 'hashtags', title: t(m.hashtags), icon: 'hash' },
    { key: 'roles', title: t(m.roles), icon: 'shield' },
  ];
  const choose = (k: string) => {
    if (!isTab(k)) return;
    setTab(k);
    // The tab is in the address, so a reload or a shared link opens it.
    nav.replace(`/explore#${k}`);
  };
  return (
    <div className="kite-explore">
      <PageHeader title={t(m.explore)} icon="hash" tabs={tabs} tab={tab} onTabChange={choose} />
      <div role="tabpanel" aria-label={tabs.find((x) => x.key === tab)?.title} className="kite-explore-panel">
        {tab === 'featured' ? (
          <NoteList source={{ kind: 'featured' }} label={t(m.featuredNotes)} emptyText={t(m.noFeatured)} />
        ) : tab === 'users' ? (
          <UsersTab />
        ) : tab === 'hashtags' ? (
          <HashtagsTab />
        ) : (
          <RolesTab />
        )}
      </div>
    </div>
  );
}
