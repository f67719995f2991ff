import { useEffect, useState } from 'react';
import { I18n, useService, useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { ageHighlight, refreshInterval, relativeBand, toEpoch } from './bands';
import type { TimeUnit } from './bands';
import { noteMessages as m } from '../messages';

export interface TimeDisplayProps {
  time: string | number | Date;
  mode?: 'relative' | 'absolute' | 'detail';
  /** Highlight times older than 90 / 180 days. */
  colored?: boolean;
}

// Building an Intl.DateTimeFormat costs ~0.5 ms; a timeline shows dozens of times, so one per language.
const absoluteFormats = new Map<string, Intl.DateTimeFormat>();
function formatAbsolute(lang: string, epoch: number): string {
  let f = absoluteFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' });
    absoluteFormats.set(lang, f);
  }
  return f.format(epoch);
}

/**
 * Relative times are the locale's own short forms ("5m ago"), not Intl.RelativeTimeFormat: a page's
 * first number format loads ICU's data (20–70 ms on a desktop, before the first note could show).
 */
const agoText: Record<TimeUnit, MessageKey> = {
  second: m.secondsAgo,
  minute: m.minutesAgo,
  hour: m.hoursAgo,
  day: m.daysAgo,
  week: m.weeksAgo,
  month: m.monthsAgo,
  year: m.yearsAgo,
};
const inText: Record<TimeUnit, MessageKey> = {
  second: m.inSeconds,
  minute: m.inMinutes,
  hour: m.inHours,
  day: m.inDays,
  week: m.inWeeks,
  month: m.inMonths,
  year: m.inYears,
};

/** A `<time>` in relative, absolute or detail form; the relative form refreshes on its own timer. */
export function TimeDisplay({ time, mode = 'relative', colored }: TimeDisplayProps) {
  const t = useT();
  const i18n = useService(I18n);
  const epoch = toEpoch(time);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (mode === 'absolute' || !Number.isFinite(epoch)) return;
    const id = setTimeout(() => setNow(Date.now()), refreshInterval(epoch, now));
    return () => clearTimeout(id);
  }, [mode, epoch, now]);

  if (!Number.isFinite(epoch)) return <span className="kite-time">{t(m.invalidTime)}</span>;
  // A relative time's full date is its tooltip, built when pointed at: a timeline's first paint then
  // formats no absolute dates (the first date format loads its locale data, slow on a phone).
  const absolute = mode === 'relative' ? '' : formatAbsolute(i18n.lang, epoch);
  const band = relativeBand(epoch, now);
  const relative =
    band.kind === 'justNow'
      ? t(m.justNow)
      : band.kind === 'invalid'
        ? t(m.invalidTime)
        : t((band.kind === 'past' ? agoText : inText)[band.unit], { n: band.value });
  const text = mode === 'absolute' ? absolute : mode === 'detail' ? `${absolute} (${relative})` : relative;
  const age = colored ? ageHighlight(epoch, now) : 'none';
  return (
    <time
      className={`kite-time kite-time-${age}`}
      dateTime={new Date(epoch).toISOString()}
      title={absolute || undefined}
      onPointerEnter={absolute ? undefined : (e) => void (e.currentTarget.title = formatAbsolute(i18n.lang, epoch))}
    >
      {text}
    </time>
  );
}
