/** Hours, minutes and seconds of `d` in `timeZone` (the device's when undefined). */
export function zonedParts(d: Date, timeZone?: string): { h: number; m: number; s: number } {
  if (!timeZone) return { h: d.getHours(), m: d.getMinutes(), s: d.getSeconds() };
  const p = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(d);
  const n = (type: string) => Number(p.find((x) => x.type === type)?.value ?? 0);
  return { h: n('hour') % 24, m: n('minute'), s: n('second') };
}

/** Rotation of each hand in degrees, clockwise from 12 (from 0 on a 24-hour dial). */
export function handAngles(t: { h: number; m: number; s: number }, twentyFour: boolean): { h: number; m: number; s: number } {
  const hours = twentyFour ? t.h : t.h % 12;
  return { h: (hours + t.m / 60) * (360 / (twentyFour ? 24 : 12)), m: (t.m + t.s / 60) * 6, s: t.s * 6 };
}
