/**
 * A small seeded PRNG (mulberry32) so the demo data is the same on every run.
 */
export class Prng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  pick<T>(list: readonly T[]): T {
    const v = list[this.int(list.length)];
    if (v === undefined) throw new Error('pick from empty list');
    return v;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}
