import { useMemo, useRef } from 'react';
import { Api, Preferences, safeHttpUrl, usePreference, useService, useT, plainName } from '@kite/sdk';
import { useSnapshot } from 'valtio';
import { marqueeSeconds, readStatusbars, refreshMs, shuffled } from './model';
import type { Statusbar } from './model';
import { BARS_KEY } from './prefs';
import { useTicker } from './useTicker';
import { useBottomRoom } from './useBottomRoom';
import type { TickerItem, TickerState } from './useTicker';
import { statusbarMessages as m } from './messages';
import './statusbar.css';

/** The configured status bars, along the bottom edge of the screen (nothing when there are none). */
export function Bars() {
  const t = useT();
  const prefs = useService(Preferences);
  const state = useSnapshot(prefs.state) as Record<string, unknown>;
  const bars = readStatusbars(state[BARS_KEY]).filter((b) => b.type !== null);
  if (bars.length === 0) return null;
  return <BarList bars={bars} label={t(m.barsLabel)} />;
}

function BarList(props: { bars: Statusbar[]; label: string }) {
  const ref = useRef<HTMLElement>(null);
  useBottomRoom(ref);
  return (
    <aside ref={ref} className="kite-statusbars" aria-label={props.label} data-testid="statusbars">
      {props.bars.map((b) => (
        <Bar key={b.id} bar={b} />
      ))}
    </aside>
  );
}

function Bar(props: { bar: Statusbar }) {
  const { bar } = props;
  return (
    <div
      className={`kite-statusbar kite-statusbar-${bar.size}${bar.black ? ' kite-statusbar-black' : ''}`}
      data-testid="statusbar"
      data-type={bar.type}
    >
      {bar.name && <span className="kite-statusbar-name">{bar.name}</span>}
      {bar.type === 'rss' && <RssBody bar={bar} />}
      {bar.type === 'federation' && <FederationBody bar={bar} />}
      {bar.type === 'userList' && <UserListBody bar={bar} />}
    </div>
  );
}

function RssBody(props: { bar: Statusbar }) {
  const api = useService(Api);
  const p = props.bar.props;
  const url = typeof p['url'] === 'string' ? p['url'] : '';
  const shuffle = p['shuffle'] === true;
  const state = useTicker(
    async () => {
      if (!safeHttpUrl(url)) return [];
      // Through the server's proxy, like the RSS widget: the browser never fetches the feed itself.
      const feed = await api.get('fetch-rss', { url });
      const items = feed.items.map((it, i) => ({
        key: it.guid ?? it.link ?? String(i),
        text: it.title ?? it.link ?? '',
        href: it.link ? (safeHttpUrl(it.link)?.href ?? null) : null,
      }));
      return shuffle ? shuffled(items) : items;
    },
    [api, url, shuffle],
    refreshMs(p),
  );
  return <Marquee bar={props.bar} state={state} />;
}

function FederationBody(props: { bar: Statusbar }) {
  const api = useService(Api);
  const p = props.bar.props;
  const colored = p['colored'] === true;
  const state = useTicker(
    async () => {
      const list = await api.request('federation/instances', { sort: '+latestRequestReceivedAt', limit: 30 });
      return list.map((i) => ({
        key: i.id,
        text: i.name ? `${i.name} (${i.host})` : i.host,
        href: `/instance-info/${encodeURIComponent(i.host)}`,
        color: colored ? i.themeColor : null,
      }));
    },
    [api, colored],
    refreshMs(p),
  );
  return <Marquee bar={props.bar} state={state} />;
}

function UserListBody(props: { bar: Statusbar }) {
  const api = useService(Api);
  const p = props.bar.props;
  const listId = typeof p['userListId'] === 'string' ? p['userListId'] : null;
  const state = useTicker(
    async () => {
      if (!listId) return [];
      const notes = await api.request('notes/user-list-timeline', { listId, limit: 20 });
      return notes.map((n) => ({
        key: n.id,
        text: `${plainName(n.user)}: ${n.cw ?? n.text ?? (n.renote ? 'RN' : '')}`,
        href: `/notes/${n.id}`,
      }));
    },
    [api, listId],
    refreshMs(p),
  );
  return <Marquee bar={props.bar} state={state} />;
}

/** The items scrolling past; still (and scrollable) when animations are off. */
function Marquee(props: { bar: Statusbar; state: TickerState }) {
  const t = useT();
  const animation = usePreference('animation');
  const p = props.bar.props;
  const style = useMemo(
    () => ({
      animationDuration: `${marqueeSeconds(p)}s`,
      animationDirection: p['marqueeReverse'] === true ? 'reverse' : 'normal',
    }),
    [p],
  );
  const items: TickerItem[] = props.state.items;
  return (
    <div className="kite-statusbar-body">
      <div className={`kite-statusbar-track${animation ? ' kite-statusbar-moving' : ''}`} style={style}>
        {props.state.failed && items.length === 0 && <span className="kite-statusbar-item">{t(m.failed)}</span>}
        {items.map((it) => (
          <span key={it.key} className="kite-statusbar-item" style={it.color ? { color: it.color } : undefined}>
            {it.href ? (
              <a href={it.href} target={it.href.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
                {it.text}
              </a>
            ) : (
              it.text
            )}
          </span>
        ))}
      </div>
    </div>
  );
}
