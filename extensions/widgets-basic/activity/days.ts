/**
 * Per day, oldest first, the notes posted (Misskey's chart arrays are newest first: index 0
 * is today). Each day's total counts normal notes, replies and renotes (with-file notes are
 * counted among those already, as in Misskey's activity widget).
 */
export function activityDays(
  normal: readonly number[],
  reply: readonly number[],
  renote: readonly number[],
  _withFile: readonly number[],
  today: Date,
): { date: Date; total: number }[] {
  const out: { date: Date; total: number }[] = [];
  for (let i = normal.length - 1; i >= 0; i--) {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - i);
    out.push({ date, total: (normal[i] ?? 0) + (reply[i] ?? 0) + (renote[i] ?? 0) });
  }
  return out;
}
