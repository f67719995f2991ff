import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import {
  IconHome,
  IconBell,
  IconUserPlus,
  IconSpeakerphone,
  IconPaperclip,
  IconCloud,
  IconMessages,
  IconDeviceTv,
  IconHash,
  IconSearch,
  IconLayoutColumns,
  IconList,
  IconAntenna,
  IconBolt,
  IconSettings,
  IconPencil,
  IconLayoutSidebarRight,
  IconDashboard,
  IconDots,
  IconChevronLeft,
  IconChevronRight,
  IconX,
  IconWorld,
  IconLock,
  IconPlus,
  IconMenu2,
  IconRepeat,
  IconQuote,
  IconArrowBackUp,
  IconMoodSmile,
  IconHeart,
  IconMail,
  IconAt,
  IconUsers,
  IconRocket,
  IconServer,
} from '@tabler/icons-react';
import { afterFirstContent } from '../firstContent';
import type { moreIcons } from './moreIcons';

/** Props every icon component takes (Tabler's). */
export interface IconProps {
  size?: number | string;
  stroke?: number | string;
  className?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

/**
 * The icons the first screen draws (navbar entries, timeline header and tabs, note card and
 * footer): in the first load. The other named icons are a chunk of their own, ./moreIcons (issue 18).
 */
const firstScreenIcons = {
  home: IconHome,
  bell: IconBell,
  userPlus: IconUserPlus,
  speakerphone: IconSpeakerphone,
  paperclip: IconPaperclip,
  cloud: IconCloud,
  messages: IconMessages,
  channels: IconDeviceTv,
  hash: IconHash,
  search: IconSearch,
  columns: IconLayoutColumns,
  list: IconList,
  antenna: IconAntenna,
  bolt: IconBolt,
  settings: IconSettings,
  pencil: IconPencil,
  widgets: IconLayoutSidebarRight,
  dashboard: IconDashboard,
  dots: IconDots,
  chevronLeft: IconChevronLeft,
  chevronRight: IconChevronRight,
  x: IconX,
  world: IconWorld,
  lock: IconLock,
  plus: IconPlus,
  menu: IconMenu2,
  repeat: IconRepeat,
  quote: IconQuote,
  reply: IconArrowBackUp,
  smile: IconMoodSmile,
  heart: IconHeart,
  mail: IconMail,
  at: IconAt,
  users: IconUsers,
  rocket: IconRocket,
  // The navbar's server icon when the server has none of its own.
  server: IconServer,
} satisfies Record<string, ComponentType<IconProps>>;

type MoreIconName = keyof typeof moreIcons;
let more: typeof moreIcons | undefined;
let loading: Promise<typeof moreIcons> | undefined;
const loadMore = () => (loading ??= import('./moreIcons').then((mod) => (more = mod.moreIcons)));
// Fetched once the first note is drawn, so an opened menu rarely waits for its icons.
void afterFirstContent().then(() => loadMore().catch(() => {}));

/** One of the moreIcons: an empty svg of the icon's box until the chunk has arrived, then the icon. */
function lazyIcon(name: MoreIconName): ComponentType<IconProps> {
  function LazyIcon(props: IconProps) {
    const [, setLoaded] = useState(more !== undefined);
    useEffect(() => {
      let live = true;
      if (!more)
        loadMore().then(
          () => live && setLoaded(true),
          () => {},
        );
      return () => void (live = false);
    }, []);
    const C = more?.[name];
    if (C) return createElement(C, props);
    const size = props.size ?? 24;
    return createElement('svg', { width: size, height: size, className: props.className, 'aria-hidden': true });
  }
  LazyIcon.displayName = `Icon(${name})`;
  return LazyIcon;
}

const lazyIcons = {
  star: lazyIcon('star'),
  notes: lazyIcon('notes'),
  play: lazyIcon('play'),
  icons: lazyIcon('icons'),
  medal: lazyIcon('medal'),
  gamepad: lazyIcon('gamepad'),
  info: lazyIcon('info'),
  tool: lazyIcon('tool'),
  refresh: lazyIcon('refresh'),
  user: lazyIcon('user'),
  trash: lazyIcon('trash'),
  chevronDown: lazyIcon('chevronDown'),
  check: lazyIcon('check'),
  alert: lazyIcon('alert'),
  externalLink: lazyIcon('externalLink'),
  link: lazyIcon('link'),
  copy: lazyIcon('copy'),
  bug: lazyIcon('bug'),
  puzzle: lazyIcon('puzzle'),
  eye: lazyIcon('eye'),
  eyeOff: lazyIcon('eyeOff'),
  moon: lazyIcon('moon'),
  sun: lazyIcon('sun'),
  arrowLeft: lazyIcon('arrowLeft'),
  maximize: lazyIcon('maximize'),
  minimize: lazyIcon('minimize'),
  window: lazyIcon('window'),
  logout: lazyIcon('logout'),
  photo: lazyIcon('photo'),
  chart: lazyIcon('chart'),
  code: lazyIcon('code'),
  login: lazyIcon('login'),
  shield: lazyIcon('shield'),
  palette: lazyIcon('palette'),
  language: lazyIcon('language'),
  key: lazyIcon('key'),
  folder: lazyIcon('folder'),
  file: lazyIcon('file'),
  upload: lazyIcon('upload'),
  download: lazyIcon('download'),
  message: lazyIcon('message'),
  send: lazyIcon('send'),
  clock: lazyIcon('clock'),
  minus: lazyIcon('minus'),
  navbar: lazyIcon('navbar'),
} satisfies Record<MoreIconName, ComponentType<IconProps>>;

/**
 * The icon names contributions may use by string. Only these are bundled; an extension
 * needing another icon passes a component instead.
 */
export const icons = { ...firstScreenIcons, ...lazyIcons };

/** A name of `icons`. */
export type IconName = keyof typeof icons;

/** An icon by name, or any icon component. */
export type IconSpec = IconName | ComponentType<IconProps>;
