import { useRef } from 'react';
import { Api, Icon, Menus, MyAntennas, MyLists, Navigation, Preferences, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import { timelineMessages as m } from './messages';
import { normaliseFilters } from './sources';
import type { BasicSrc, TimelineFilters, TimelineSrc } from './sources';

/** A tab value as a timeline source (`list:<id>` is a pinned list). */
export function srcOf(tab: string): TimelineSrc {
  return tab.startsWith('list:') ? { list: tab.slice(5) } : (tab as BasicSrc);
}
import { setTimelinePref, useTimelinePrefs } from './prefs';

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

  const setFilter = (key: keyof TimelineFilters, value: boolean) => {
    const next = normaliseFilters(srcOf(props.current), { ...p, [key]: value }, key);
    for (const k of ['withRenotes', 'withReplies', 'withSensitive', 'onlyFiles', 'excludeFiles', 'withHashtags'] as const) {
      if (next[k] !== p[k]) setTimelinePref(prefs, k, next[k]);
    }
  };

  const openList = async (anchor: HTMLElement, kind: 'lists' | 'antennas' | 'channels') => {
    if (!menus) return;
    const load = async (): Promise<MenuItem[]> => {
      if (kind === 'lists') {
        const lists = await (myLists ? myLists.get() : api.request('users/lists/list', {}));
        return [
          ...lists.map((l) => ({ type: 'link' as const, to: `/timeline/list/${l.id}`, text: l.name, icon: 'list' as const })),
          { type: 'divider' },
          { type: 'link', to: '/my/lists', text: t(m.createList), icon: 'plus' },
        ];
      }
      if (kind === 'antennas') {
        const ants = await (myAntennas ? myAntennas.get() : api.request('antennas/list', {}));
        return [
          ...ants.map((a) => ({ type: 'link' as const, to: `/timeline/antenna/${a.id}`, text: a.name, icon: 'antenna' as const })),
          { type: 'divider' },
          { type: 'link', to: '/my/antennas/create', text: t(m.createAntenna), icon: 'plus' },
        ];
      }
      const chs = await api.request('channels/my-favorites', { limit: 100 } as never);
      return [
        ...(chs as { id: string; name: string }[]).map((c) => ({
          type: 'link' as const,
          to: `/channels/${c.id}`,
          text: c.name,
          icon: 'channels' as const,
        })),
        { type: 'divider' },
        { type: 'link', to: '/channels/new', text: t(m.createChannel), icon: 'plus' },
      ];
    };
    await menus.popup(await load().catch(() => []), anchor);
  };

  const openOptions = () => {
    if (!menus) return;
    const localish = props.current === 'local' || props.current === 'social';
    const items: MenuItem[] = [
      { type: 'switch', text: t(m.withRenotes), icon: 'repeat', value: p.withRenotes, onChange: (v) => setFilter('withRenotes', v) },
      ...(localish
        ? [
            {
              type: 'switch' as const,
              text: t(m.withReplies),
              icon: 'reply' as const,
              value: p.withReplies,
              disabled: p.onlyFiles,
              onChange: (v: boolean) => setFilter('withReplies', v),
            },
          ]
        : []),
      { type: 'switch', text: t(m.withHashtags), icon: 'hash', value: p.withHashtags, onChange: (v) => setFilter('withHashtags', v) },
      { type: 'switch', text: t(m.withSensitive), icon: 'eye', value: p.withSensitive, onChange: (v) => setFilter('withSensitive', v) },
      { type: 'switch', text: t(m.onlyFiles), icon: 'photo', value: p.onlyFiles, onChange: (v) => setFilter('onlyFiles', v) },
      ...(localish
        ? [
            {
              type: 'switch' as const,
              text: t(m.excludeFiles),
              icon: 'eyeOff' as const,
              value: p.excludeFiles,
              onChange: (v: boolean) => setFilter('excludeFiles', v),
            },
          ]
        : []),
      {
        type: 'switch',
        text: t(m.showFixedPostForm),
        icon: 'pencil',
        value: p.showFixedPostForm,
        onChange: (v) => setTimelinePref(prefs, 'showFixedPostForm', v),
      },
    ];
    if (window.matchMedia('(min-width: 500px)').matches)
      items.push({ type: 'divider' }, { text: t(m.reload), icon: 'refresh', action: props.onReload });
    void menus.popup(items, optionsRef.current);
  };

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
        <button type="button" className="kite-icon-button" aria-label={t(m.lists)} onClick={(e) => void openList(e.currentTarget, 'lists')}>
          <Icon icon="list" />
        </button>
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.antennas)}
          onClick={(e) => void openList(e.currentTarget, 'antennas')}
        >
          <Icon icon="antenna" />
        </button>
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.channels)}
          onClick={(e) => void openList(e.currentTarget, 'channels')}
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
