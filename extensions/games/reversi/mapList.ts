/** The maps misskey-reversi ships (the same Misskey offers), in its order, for the map choice. */
import * as maps from 'misskey-reversi/maps.ts';

export interface MapChoice {
  key: string;
  name: string;
  data: string[];
}

export const mapChoices: readonly MapChoice[] = Object.entries(maps).map(([key, v]) => ({ key, name: v.name ?? key, data: v.data }));

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r, i) => r === b[i]);

/** The key of the map whose rows are `data`, or null for a map that is none of these. */
export function mapKeyOf(data: readonly string[]): string | null {
  return mapChoices.find((c) => same(c.data, data))?.key ?? null;
}
