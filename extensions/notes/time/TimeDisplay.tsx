import { useEffect, useState } from 'react';
import { I18n, useService, useT } from '@kite/sdk';
import { ageHighlight, refreshInterval, relativeBand, toEpoch } from './bands';
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
      : band.kind === 'future'
        ? i18n.formatRelative(band.value, band.unit)
        : band.kind === 'past'
          ? i18n.formatRelative(-band.value, band.unit)
          : t(m.invalidTime);
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
