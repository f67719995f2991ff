/** How the table list is ordered. */
export type TableSort = 'size' | 'rows' | 'name';

export interface TableRow {
  name: string;
  count: number;
  size: number;
}

/** admin/get-table-stats' answer as rows: largest or most rows first, or by name (ties by name). */
export function sortTables(stats: Readonly<Record<string, { count?: number; size?: number }>>, sort: TableSort): TableRow[] {
  const rows = Object.entries(stats).map(([name, s]) => ({ name, count: s.count ?? 0, size: s.size ?? 0 }));
  const byName = (a: TableRow, b: TableRow) => a.name.localeCompare(b.name);
  const key = sort === 'size' ? (r: TableRow) => r.size : sort === 'rows' ? (r: TableRow) => r.count : null;
  return rows.sort((a, b) => (key ? key(b) - key(a) : 0) || byName(a, b));
}
