/** Which seasonal effect a date shows (spec 1 §4): snow in winter, cherry blossom in spring. */
export type Season = 'snow' | 'sakura';
export type Hemisphere = 'N' | 'S';

/**
 * Snow in December and January, cherry blossom in March and April; in the southern hemisphere
 * snow in July and August (and no blossom: its spring is another season of the year).
 */
export function seasonFor(date: Date, hemisphere: Hemisphere): Season | null {
  const month = date.getMonth() + 1;
  if (hemisphere === 'S') return month === 7 || month === 8 ? 'snow' : null;
  if (month === 12 || month === 1) return 'snow';
  if (month === 3 || month === 4) return 'sakura';
  return null;
}

/** A first guess from the device's time zone: Australia, the Pacific, Antarctica and the Indian Ocean are south. */
export function hemisphereOf(timeZone: string | undefined): Hemisphere {
  return /^(australia|pacific|antarctica|indian)\//i.test(timeZone ?? '') ? 'S' : 'N';
}

export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
