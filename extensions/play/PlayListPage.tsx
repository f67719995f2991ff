import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Navigation, ResultScreen, useService, useT, useViewer } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, PageTab, RouteProps } from '@kite/sdk';
import { PlayList } from './PlayCard';
import { playMessages as m } from './messages';
import './play.css';

type Tab = 'featured' | 'mine' | 'liked';

/**
 * /play: featured Plays (Misskey 2025.9 has no separate popular list: its featured list is the
 * most liked), and for a signed-in person their Plays and the ones they liked.
 */
export default function PlayListPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const who = useViewer();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs: PageTab[] = [{ key: 'featured', title: t(m.featured) }];
  if (who.signedIn) tabs.push({ key: 'mine', title: t(m.mine) }, { key: 'liked', title: t(m.liked) });
  const actions: PageAction[] = who.signedIn ? [{ text: t(m.create), icon: 'plus', onClick: () => nav.push('/play/new') }] : [];
  const load = (): Promise<entities.Flash[]> =>
    tab === 'mine'
      ? api.request('flash/my', { limit: 30 })
      : tab === 'liked'
        ? api.request('flash/my-likes', { limit: 30 }).then((l) => l.map((x) => x.flash))
        : api.request('flash/featured', { limit: 30 });
  const title = tabs.find((x) => x.key === tab)?.title ?? t(m.title);
  return (
    <div className="kite-play-page">
      <PageHeader
        title={t(m.title)}
        icon="play"
        tabs={tabs}
        tab={tab}
        onTabChange={(k) => setTab(k === 'mine' || k === 'liked' ? k : 'featured')}
        actions={actions}
      />
      <div role="tabpanel" aria-label={title}>
        <Deferred load={load} deps={[tab]} errorText={t(m.failedList)}>
          {(list) => (list.length === 0 ? <ResultScreen kind="empty" title={t(m.noPlays)} /> : <PlayList plays={list} label={title} />)}
        </Deferred>
      </div>
    </div>
  );
}
