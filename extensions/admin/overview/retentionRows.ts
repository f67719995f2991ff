/** One sign-up day of the retention table: its new users and the share active on each later day (null: not yet). */
export interface RetentionRow {
  createdAt: string;
  users: number;
  shares: (number | null)[];
}

const DAY = 86_400_000;
// Misskey's keys: the UTC date with months and days unpadded.
const keyOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
};

/** The retention endpoint's records as table rows of `days` later days each. */
export function retentionRows(
  records: readonly { createdAt: string; users: number; data: Readonly<Record<string, number>> }[],
  days: number,
): RetentionRow[] {
  return records.map((r) => {
    const start = Date.parse(r.createdAt);
    const shares = Array.from({ length: days }, (_, i) => {
      const active = r.data[keyOf(start + (i + 1) * DAY)];
      return active == null ? null : r.users > 0 ? active / r.users : 0;
    });
    return { createdAt: r.createdAt, users: r.users, shares };
  });
}
