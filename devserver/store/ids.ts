/**
 * Time-sortable ids in the style of Misskey's "aidx": 8 base36 chars of
 * milliseconds since 2000-01-01, 4 chars of node key, 4 chars of counter.
 * Lexicographic order equals creation order, so sinceId/untilId compare by time.
 */
const TIME2000 = 946684800000;

let counter = 0;
const NODE_KEY = 'kite';

export function genId(time: number = Date.now()): string {
  counter = (counter + 1) % 36 ** 4;
  const t = Math.max(0, time - TIME2000)
    .toString(36)
    .padStart(8, '0')
    .slice(-8);
  return t + NODE_KEY + counter.toString(36).padStart(4, '0');
}

/** The creation time encoded in an id (NaN when the id is not one of ours). */
export function idTime(id: string): number {
  const t = parseInt(id.slice(0, 8), 36);
  return Number.isNaN(t) ? NaN : t + TIME2000;
}

/** The smallest id that could have been created at `time` (for sinceDate/untilDate). */
export function idFloor(time: number): string {
  return (
    Math.max(0, time - TIME2000)
      .toString(36)
      .padStart(8, '0') + '00000000'
  );
}

export function resetIdCounter(): void {
  counter = 0;
}
