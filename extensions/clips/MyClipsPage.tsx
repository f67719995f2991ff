import { useState } from 'react';
import { Api, Link, MyClips, Navigation, ResultScreen, useService, useT } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { ClipForm } from './ClipForm';
import { clipMessages as m } from './messages';
import './clips.css';

type Tab = 'mine' | 'liked';

/** /my/clips: the user's clips and the clips they liked; creating a clip. */
export default function MyClipsPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const [tab, setTab] = useState<Tab>('mine');
  const cache = useService(MyClips);
  // The own clips come from the 30-minute cache (spec 3 §9) that the note menu's clip list shares.
  const [creating, setCreating] = useState(false);
  return (
    <div className="kite-clips-page">
      <PageHeader
        title={t(m.title)}
        icon="paperclip"
        tabs={[
          { key: 'mine', title: t(m.mine) },
          { key: 'liked', title: t(m.liked) },
        ]}
        tab={tab}
        onTabChange={(k) => setTab(k === 'liked' ? 'liked' : 'mine')}
        actions={[{ text: t(m.create), icon: 'plus', onClick: () => setCreating(true) }]}
      />
      {creating && (
        <ClipForm
          onCancel={() => setCreating(false)}
          onSave={async (v) => {
            const clip = await api.requestWithUi('clips/create', v);
            cache.invalidate();
            nav.push(`/clips/${clip.id}`);
          }}
        />
      )}
      <div role="tabpanel">
        <Deferred
          load={() => (tab === 'mine' ? cache.get() : api.request('clips/my-favorites', {}))}
          deps={[tab]}
          errorText={t(m.failedList)}
        >
          {(list) =>
            list.length === 0 ? (
              <ResultScreen kind="empty" title={t(m.noClips)} />
            ) : (
              <ul className="kite-clips" aria-label={t(tab === 'mine' ? m.mine : m.liked)}>
                {list.map((c) => (
                  <li key={c.id}>
                    <Link to={`/clips/${c.id}`}>{c.name}</Link>
                    <span className="kite-clips-meta">{t(m.notesCount, { n: c.notesCount ?? 0 })}</span>
                    {c.description && <p>{c.description}</p>}
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      </div>
      {!creating && (
        <button type="button" className="kite-button kite-button-primary kite-clips-create" onClick={() => setCreating(true)}>
          {t(m.create)}
        </button>
      )}
    </div>
  );
}
