/** How far through the day, month and year `now` is, in percent (0–100, one decimal). */
export function calendarProgress(now: Date): { day: number; month: number; year: number } {
  const pct = (from: Date, to: Date) => Math.round(((now.getTime() - from.getTime()) / (to.getTime() - from.getTime())) * 1000) / 10;
  const y = now.getFullYear();
  const mo = now.getMonth();
  const d = now.getDate();
  return {
    day: pct(new Date(y, mo, d), new Date(y, mo, d + 1)),
    month: pct(new Date(y, mo, 1), new Date(y, mo + 1, 1)),
    year: pct(new Date(y, 0, 1), new Date(y + 1, 0, 1)),
  };
}
