/**
 * The timeline header's menus (spec 3 §2): the own lists, antennas and favourite channels with
 * their create-new entries, and the timeline options. Loaded on the first click, so the start
 * page's first load carries only the header's buttons (issue 18).
 */
import type { entities } from 'misskey-js';
import type { ApiService, CachedCollection, MenuItem, MenuService, MessageKey, MessageParams, PreferencesService } from '@kite/sdk';
import { timelineMessages as m } from './messages';
import { normaliseFilters, srcOf } from './sources';
import type { BasicSrc, TimelineFilters } from './sources';
import { setTimelinePref } from './prefs';
import type { TimelinePrefs } from './prefs';

export interface HeaderMenuDeps {
  menus: MenuService;
  api: ApiService;
  myLists: CachedCollection<entities.UserList> | null;
  myAntennas: CachedCollection<entities.Antenna> | null;
  prefs: PreferencesService;
  t: (key: MessageKey | string, params?: MessageParams) => string;
}

/** Links to `items`, then a divider and the create-new link. */
function linksWithCreate(
  items: readonly { id: string; name: string }[],
  link: { to: (id: string) => string; icon: 'list' | 'antenna' | 'channels' },
  create: { to: string; text: string },
): MenuItem[] {
  return [
    ...items.map((x) => ({ type: 'link' as const, to: link.to(x.id), text: x.name, icon: link.icon })),
    { type: 'divider' },
    { type: 'link', to: create.to, text: create.text, icon: 'plus' },
  ];
}

async function listItems(d: HeaderMenuDeps, kind: 'lists' | 'antennas' | 'channels'): Promise<MenuItem[]> {
  const { t } = d;
  if (kind === 'lists') {
    const lists = await (d.myLists ? d.myLists.get() : d.api.request('users/lists/list', {}));
    return linksWithCreate(lists, { to: (id) => `/timeline/list/${id}`, icon: 'list' }, { to: '/my/lists', text: t(m.createList) });
  }
  if (kind === 'antennas') {
    const ants = await (d.myAntennas ? d.myAntennas.get() : d.api.request('antennas/list', {}));
    return linksWithCreate(
      ants,
      { to: (id) => `/timeline/antenna/${id}`, icon: 'antenna' },
      { to: '/my/antennas/create', text: t(m.createAntenna) },
    );
  }
  const chs = (await d.api.request('channels/my-favorites', { limit: 100 } as never)) as { id: string; name: string }[];
  return linksWithCreate(chs, { to: (id) => `/channels/${id}`, icon: 'channels' }, { to: '/channels/new', text: t(m.createChannel) });
}

/** The own lists, antennas or favourite channels, each with a create-new entry (an empty menu when they cannot be read). */
export async function openListMenu(d: HeaderMenuDeps, anchor: HTMLElement, kind: 'lists' | 'antennas' | 'channels'): Promise<void> {
  await d.menus.popup(await listItems(d, kind).catch(() => []), anchor);
}

/** The options menu (spec 3 §5): filters, the fixed post form, and reload on wide screens. */
export function openOptionsMenu(
  d: HeaderMenuDeps,
  opts: { current: BasicSrc | `list:${string}`; p: TimelinePrefs; anchor: HTMLElement | null; onReload: () => void },
): void {
  const { t, prefs } = d;
  const { p } = opts;
  const setFilter = (key: keyof TimelineFilters, value: boolean) => {
    const next = normaliseFilters(srcOf(opts.current), { ...p, [key]: value }, key);
    for (const k of ['withRenotes', 'withReplies', 'withSensitive', 'onlyFiles', 'excludeFiles', 'withHashtags'] as const) {
      if (next[k] !== p[k]) setTimelinePref(prefs, k, next[k]);
    }
  };
  const localish = opts.current === 'local' || opts.current === 'social';
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
    items.push({ type: 'divider' }, { text: t(m.reload), icon: 'refresh', action: opts.onReload });
  void d.menus.popup(items, opts.anchor);
}
