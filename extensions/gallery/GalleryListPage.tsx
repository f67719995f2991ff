import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Navigation, ResultScreen, useService, useT, useViewer } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, PageTab, RouteProps } from '@kite/sdk';
import { GalleryGrid } from './GalleryCard';
import { galleryMessages as m } from './messages';
import './gallery.css';

type Tab = 'explore' | 'mine' | 'liked';

const sections = (featured: entities.GalleryPost[], popular: entities.GalleryPost[], recent: entities.GalleryPost[]) => [
  { key: m.featured, list: featured },
  { key: m.popular, list: popular },
  { key: m.recent, list: recent },
];

/** The explore tab's three sections, as Misskey shows them: featured, popular, recent. */
function Explore() {
  const t = useT();
  const api = useService(Api);
  return (
    <Deferred
      load={() =>
        Promise.all([api.request('gallery/featured', {}), api.request('gallery/popular', {}), api.request('gallery/posts', { limit: 30 })])
      }
      errorText={t(m.failedList)}
    >
      {([featured, popular, recent]) =>
        featured.length + popular.length + recent.length === 0 ? (
          <ResultScreen kind="empty" title={t(m.noPosts)} />
        ) : (
          <>
            {sections(featured, popular, recent).map((sec) =>
              sec.list.length === 0 ? null : (
                <section key={sec.key.id} className="kite-gallery-section">
                  <h2>{t(sec.key)}</h2>
                  <GalleryGrid posts={sec.list} label={t(sec.key)} />
                </section>
              ),
            )}
          </>
        )
      }
    </Deferred>
  );
}

/** /gallery: explore (featured, popular, recent), and for a signed-in person their posts and liked posts. */
export default function GalleryListPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const who = useViewer();
  const [tab, setTab] = useState<Tab>('explore');
  const tabs: PageTab[] = [{ key: 'explore', title: t(m.title) }];
  if (who.signedIn) tabs.push({ key: 'mine', title: t(m.mine) }, { key: 'liked', title: t(m.liked) });
  const actions: PageAction[] = who.signedIn ? [{ text: t(m.create), icon: 'plus', onClick: () => nav.push('/gallery/new') }] : [];
  const load = (): Promise<entities.GalleryPost[]> =>
    tab === 'mine'
      ? api.request('i/gallery/posts', { limit: 30 })
      : api.request('i/gallery/likes', { limit: 30 }).then((l) => l.map((x) => x.post));
  return (
    <div className="kite-gallery-page">
      <PageHeader
        title={t(m.title)}
        icon="icons"
        tabs={tabs}
        tab={tab}
        onTabChange={(k) => setTab(k === 'mine' || k === 'liked' ? k : 'explore')}
        actions={actions}
      />
      <div role="tabpanel" aria-label={tabs.find((x) => x.key === tab)?.title}>
        {tab === 'explore' ? (
          <Explore />
        ) : (
          <Deferred load={load} deps={[tab]} errorText={t(m.failedList)}>
            {(list) =>
              list.length === 0 ? (
                <ResultScreen kind="empty" title={t(m.noPosts)} />
              ) : (
                <GalleryGrid posts={list} label={t(tab === 'mine' ? m.mine : m.liked)} />
              )
            }
          </Deferred>
        )}
      </div>
    </div>
  );
}
