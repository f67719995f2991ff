import { useRef } from 'react';
import { Api, Icon, Menus, MyAntennas, MyLists, Navigation, Preferences, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { timelineMessages as m } from './messages';
import type { BasicSrc } from './sources';
import { setTimelinePref, useTimelinePrefs } from './prefs';
import type { HeaderMenuDeps } from './headerMenus';

const tabIcon = { home: 'home', local: 'users', social: 'rocket', global: 'world' } as const;

/** Tabs (spec 3 §2): permitted timelines, pinned list/antenna/channel menus with create-new, followings updates, options. */
export function TimelineHeader(props: { tabs: BasicSrc[]; current: BasicSrc | `list:${string}`; onReload: () => void }) {
  const t = useT();
  const menus = useOptionalService(Menus);
  const api = useService(Api);
  // The own lists and antennas from their 30-minute caches (spec 3 §9) when those extensions are on.
  const myLists = useOptionalService(MyLists);
  const myAntennas = useOptionalService(MyAntennas);
  const nav = useService(Navigation);
  const prefs = useService(Preferences);
  const p = useTimelinePrefs();
  const who = useViewer();
  const optionsRef = useRef<HTMLButtonElement>(null);

  // The menus' code loads on the first click (it is not needed to draw the start page).
  const withMenus = (open: (h: typeof import('./headerMenus'), d: HeaderMenuDeps) => void) => {
    if (menus) void import('./headerMenus').then((h) => open(h, { menus, api, myLists, myAntennas, prefs, t }));
  };
  const openList = (anchor: HTMLElement, kind: 'lists' | 'antennas' | 'channels') =>
    withMenus((h, d) => void h.openListMenu(d, anchor, kind));
  const openOptions = () =>
    withMenus((h, d) => h.openOptionsMenu(d, { current: props.current, p, anchor: optionsRef.current, onReload: props.onReload }));

  return (
    <header className="kite-tl-header">
      <div role="tablist" aria-label={t(m.tabs)} className="kite-tl-tabs">
        {props.tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === props.current}
            className="kite-tl-tab"
            onClick={() => setTimelinePref(prefs, 'src', tab)}
          >
            <Icon icon={tabIcon[tab]} size={16} /> <span className="kite-tl-tab-text">{t(m[tab])}</span>
          </button>
        ))}
        {who.signedIn &&
          p.pinnedLists.map((l) => (
            <button
              key={l.id}
              type="button"
              role="tab"
              aria-selected={props.current === `list:${l.id}`}
              className="kite-tl-tab"
              onClick={() => setTimelinePref(prefs, 'src', `list:${l.id}`)}
            >
              <Icon icon="list" size={16} /> <span className="kite-tl-tab-text">{l.name}</span>
            </button>
          ))}
      </div>
      <div className="kite-tl-tools">
        {who.signedIn && (
          <button type="button" className="kite-icon-button" aria-label={t(m.mentions)} onClick={() => nav.push('/timeline/mentions')}>
            <Icon icon="at" />
          </button>
        )}
        {who.signedIn && (
          <button type="button" className="kite-icon-button" aria-label={t(m.directs)} onClick={() => nav.push('/timeline/directs')}>
            <Icon icon="mail" />
          </button>
        )}
        <button type="button" className="kite-icon-button" aria-label={t(m.lists)} onClick={(e) => openList(e.currentTarget, 'lists')}>
          <Icon icon="list" />
        </button>
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.antennas)}
          onClick={(e) => openList(e.currentTarget, 'antennas')}
        >
          <Icon icon="antenna" />
        </button>
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.channels)}
          onClick={(e) => openList(e.currentTarget, 'channels')}
        >
          <Icon icon="channels" />
        </button>
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.followingsUpdates)}
          onClick={() => nav.push('/my/followings-updates')}
        >
          <Icon icon="userPlus" />
        </button>
        <button ref={optionsRef} type="button" className="kite-icon-button" aria-label={t(m.options)} onClick={openOptions}>
          <Icon icon="settings" />
        </button>
      </div>
    </header>
  );
}
