// The channel editor shares this page's chunk: one import site less in the always-loaded index.
export { default as ChannelEditPage } from './channel-edit/ChannelEditPage';
import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Icon, Link, useService, useT, useViewer } from '@kite/sdk';

import type { RouteProps } from '@kite/sdk';
import { channelColor, useFavoriteChannels } from './ChannelTimelinePage';
import { timelineMessages as m } from './messages';
import './timeline.css';

type Tab = 'featured' | 'favorites' | 'owned';

function useChannels(tab: Tab): entities.Channel[] | null {
  const api = useService(Api);
  const favorites = useFavoriteChannels();
  // Tagged with its tab: another tab shows "loading" (null) until its own list arrives.
  const [shown, setShown] = useState<{ tab: Tab; list: entities.Channel[] } | null>(null);
  useEffect(() => {
    const req =
      tab === 'featured'
        ? api.request('channels/featured', {})
        : tab === 'favorites'
          ? favorites.get()
          : api.request('channels/owned', { limit: 30 });
    req.then((x) => setShown({ tab, list: x })).catch(() => setShown({ tab, list: [] }));
  }, [api, favorites, tab]);
  return shown?.tab === tab ? shown.list : null;
}

/** /channels — featured channels, and for signed-in people their favorites and owned ones. */
export default function ChannelsPage(_props: RouteProps) {
  const t = useT();
  const who = useViewer();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs: Tab[] = who.signedIn ? ['featured', 'favorites', 'owned'] : ['featured'];
  const list = useChannels(tab);
  return (
    <div className="kite-tl">
      <div className="kite-tl-titlebar">
        <h1 className="kite-page-title">{t(m.channelsTitle)}</h1>
        {who.signedIn && (
          <Link to="/channels/new" className="kite-button">
            <Icon icon="plus" size={16} /> {t(m.createChannel)}
          </Link>
        )}
      </div>
      <div role="tablist" aria-label={t(m.channelsTitle)} className="kite-tl-tabs">
        {tabs.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === tab} className="kite-tl-tab" onClick={() => setTab(k)}>
            {t(m[k])}
          </button>
        ))}
      </div>
      {list === null ? (
        <div className="kite-spinner" role="status" aria-label={t(m.channelsTitle)}>
          <span className="kite-spinner-dot" />
        </div>
      ) : list.length === 0 ? (
        <p className="kite-result">{t(m.noChannels)}</p>
      ) : (
        <ul className="kite-tl-channels" role="tabpanel">
          {list.map((c) => (
            <li key={c.id} style={{ borderInlineStartColor: channelColor(c.color) }}>
              <Link to={`/channels/${c.id}`}>{c.name}</Link>
              <span className="kite-tl-channel-count">{t(m.channelNotes, { n: c.notesCount })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
