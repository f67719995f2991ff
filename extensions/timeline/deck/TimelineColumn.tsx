import { useEffect } from 'react';
import { useT } from '@kite/sdk';
import type { DeckColumnData, DeckColumnProps } from '@kite/sdk';
import { sourceSpec } from '../sources';
import { defaultFilters } from '../prefs';
import type { BasicSrc, TimelineFilters, TimelineSrc } from '../sources';
import { TimelineList, useLiveTimeline } from '../TimelineList';
import { timelineMessages as m } from '../messages';
import '../timeline.css';

const basic: readonly string[] = ['home', 'local', 'social', 'global'];
const basicNames = { home: m.home, local: m.local, social: m.social, global: m.global } as const;

/** The timeline a deck column shows, from Misskey's column fields; null when a needed id is missing. */
export function columnSource(c: DeckColumnData): TimelineSrc | null {
  const id = (k: string) => (typeof c[k] === 'string' && c[k] !== '' ? c[k] : null);
  switch (c.type) {
    case 'tl':
      return typeof c.tl === 'string' && basic.includes(c.tl) ? (c.tl as BasicSrc) : 'home';
    case 'list':
      return id('listId') ? { list: id('listId')! } : null;
    case 'antenna':
      return id('antennaId') ? { antenna: id('antennaId')! } : null;
    case 'channel':
      return id('channelId') ? { channel: id('channelId')! } : null;
    case 'roleTimeline':
      return id('roleId') ? { role: id('roleId')! } : null;
    case 'mentions':
      return 'mentions';
    case 'direct':
      return 'directs';
    default:
      return null;
  }
}

/** The column's timeline options (Misskey's fields withRenotes, withReplies, withSensitive, onlyFiles). */
export function columnFilters(c: DeckColumnData): TimelineFilters {
  const flag = (k: keyof TimelineFilters) => (typeof c[k] === 'boolean' ? c[k] : defaultFilters[k]);
  return {
    ...defaultFilters,
    withRenotes: flag('withRenotes'),
    withReplies: flag('withReplies'),
    withSensitive: flag('withSensitive'),
    onlyFiles: flag('onlyFiles'),
  };
}

function Feed({ src, filters, label }: { src: TimelineSrc; filters: TimelineFilters; label: string }) {
  const tl = useLiveTimeline(sourceSpec(src, filters), { withSensitive: filters.withSensitive, excludeFiles: false });
  return <TimelineList key={tl.spec.key} tl={tl} label={label} />;
}

/** A deck column of notes: home / local / social / global, a list, antenna, channel, role, mentions or directs, live. */
export default function TimelineColumn({ column, title, update }: DeckColumnProps) {
  const t = useT();
  const src = columnSource(column);
  // A column from Misskey's client has no name cache: give the header its timeline's name.
  const basicName = column.type === 'tl' && typeof src === 'string' && src in basicNames ? t(basicNames[src as BasicSrc]) : null;
  const cached = column.timelineNameCache;
  useEffect(() => {
    if (basicName && typeof cached !== 'string') update({ timelineNameCache: basicName });
  }, [basicName, cached, update]);
  if (!src) return <p className="kite-result">{t(m.empty)}</p>;
  return <Feed src={src} filters={columnFilters(column)} label={t(m.feedLabel, { name: title })} />;
}
