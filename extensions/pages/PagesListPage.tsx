import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Navigation, ResultScreen, useService, useT, useViewer } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, PageTab, RouteProps } from '@kite/sdk';
import { PageCard } from './PageViewPage';
import { pageMessages as m } from './messages';
import './pages.css';

type Tab = 'featured' | 'mine' | 'liked';

/** /pages: featured pages, and for a signed-in person their own and the ones they liked. */
export default function PagesListPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const who = useViewer();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs: PageTab[] = [{ key: 'featured', title: t(m.featured) }];
  if (who.signedIn) tabs.push({ key: 'mine', title: t(m.mine) }, { key: 'liked', title: t(m.liked) });
  const actions: PageAction[] = who.signedIn ? [{ text: t(m.create), icon: 'plus', onClick: () => nav.push('/pages/new') }] : [];
  const load = (): Promise<entities.Page[]> =>
    tab === 'mine'
      ? api.request('i/pages', { limit: 30 })
      : tab === 'liked'
        ? api.request('i/page-likes', { limit: 30 }).then((l) => l.map((x) => x.page))
        : api.request('pages/featured', {});
  return (
    <div className="kite-pages-list">
      <PageHeader
        title={t(m.title)}
        icon="notes"
        tabs={tabs}
        tab={tab}
        onTabChange={(k) => setTab(k === 'mine' || k === 'liked' ? k : 'featured')}
        actions={actions}
      />
      <div role="tabpanel" aria-label={tabs.find((x) => x.key === tab)?.title}>
        <Deferred load={load} deps={[tab]} errorText={t(m.failedList)}>
          {(list) =>
            list.length === 0 ? (
              <ResultScreen kind="empty" title={t(m.noPages)} />
            ) : (
              <ul className="kite-page-cards">
                {list.map((p) => (
                  <li key={p.id}>
                    <PageCard page={p} />
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      </div>
    </div>
  );
}
