import { describe, expect, it } from 'vitest';
import { BubbleGame, DROP_COOLDOWN, GAME_WIDTH, type GameEvents } from './engine';
import { monosOf, type GameMode } from './monos';

const level = (mode: GameMode, n: number) => {
  const m = monosOf(mode).find((x) => x.level === n);
  if (!m) throw new Error(`no level ${n}`);
  return m;
};

/** A game whose next monos are the given levels (then whatever the seed deals). */
function rigged(levels: number[], mode: GameMode = 'normal', events: GameEvents = {}) {
  const g = new BubbleGame(mode, '1700000000000', events);
  g.stock = [...levels.map((n, i) => ({ key: 1000 + i, mono: level(mode, n) })), ...g.stock];
  return g;
}

function run(g: BubbleGame, frames: number) {
  for (let i = 0; i < frames && g.tick(); i++);
}

function dropWhenReady(g: BubbleGame, x: number) {
  for (let i = 0; i < DROP_COOLDOWN + 1 && !g.canDrop(); i++) g.tick();
  expect(g.drop(x)).toBe(true);
}

describe('BubbleGame', () => {
  it('merges two equal monos into the next level and scores the smaller one', () => {
    const merged: number[] = [];
    const g = rigged([1, 1], 'normal', { merged: (_x, _y, next) => merged.push(next?.level ?? 0) });
    dropWhenReady(g, GAME_WIDTH / 2);
    dropWhenReady(g, GAME_WIDTH / 2);
    run(g, 120);
    expect(merged).toEqual([2]);
    expect(g.pieces().map((p) => p.mono.level)).toEqual([2]);
    expect(g.score).toBe(1);
    expect(g.maxCombo).toBe(1);
  });

  it('gives a combo bonus to merges in quick succession (not in yen mode)', () => {
    // 2 on the floor, then two 1s: 1+1 → 2, which meets the 2 below → 3, within a second.
    const g = rigged([2, 1, 1]);
    dropWhenReady(g, GAME_WIDTH / 2);
    dropWhenReady(g, GAME_WIDTH / 2);
    dropWhenReady(g, GAME_WIDTH / 2);
    run(g, 150);
    expect(g.pieces().map((p) => p.mono.level)).toEqual([3]);
    expect(g.maxCombo).toBe(2);
    // 1 point, then 2 points × (1 + 1/5) rounded.
    expect(g.score).toBe(1 + Math.round(2 * 1.2));
  });

  it('removes both biggest monos when they merge, with their points', () => {
    const added: number[] = [];
    const big = level('normal', 10);
    const watched = new BubbleGame('normal', '1', { added: (m) => added.push(m.level) });
    watched.stock = [
      { key: 1, mono: big },
      { key: 2, mono: big },
    ];
    dropWhenReady(watched, 150);
    dropWhenReady(watched, 300);
    run(watched, 200);
    expect(watched.pieces()).toEqual([]);
    expect(watched.score).toBe(512);
    expect(added).toEqual([10, 10]);
    watched.dispose();
  });

  it('ends the game when the pile passes the top line, and refuses drops after', () => {
    let ended = 0;
    // Squares stack: 10 + 9 + 8 stand taller than the box below the line.
    const g = rigged([10, 9, 8], 'square', { gameOver: () => ended++ });
    for (let i = 0; i < 3; i++) {
      dropWhenReady(g, GAME_WIDTH / 2);
      run(g, 60);
      if (i < 2) expect(g.over).toBe(false);
    }
    run(g, 120);
    expect(g.over).toBe(true);
    expect(ended).toBe(1);
    expect(g.canDrop()).toBe(false);
    expect(g.drop(200)).toBe(false);
  });

  it('keeps dropping under the line without ending the game', () => {
    const g = rigged([1, 3, 5]);
    for (const x of [100, 225, 350]) dropWhenReady(g, x);
    run(g, 200);
    expect(g.over).toBe(false);
    expect(g.pieces()).toHaveLength(3);
  });

  it('deals the same monos for the same seed, only levels 1–5', () => {
    const a = new BubbleGame('square', '1700000000123');
    const b = new BubbleGame('square', '1700000000123');
    expect(a.stock.map((s) => s.mono.id)).toEqual(b.stock.map((s) => s.mono.id));
    expect(a.stock).toHaveLength(4);
    expect(a.stock.every((s) => s.mono.level <= 5 && s.mono.shape === 'rectangle')).toBe(true);
  });

  it('holds the next mono, swaps it back, and logs the moves as register wants them', () => {
    const g = rigged([1, 2, 3]);
    g.hold();
    expect(g.holding?.mono.level).toBe(1);
    expect(g.stock[0].mono.level).toBe(2);
    g.hold();
    expect(g.holding?.mono.level).toBe(2);
    expect(g.stock[0].mono.level).toBe(1);
    run(g, 10);
    g.drop(17.6);
    run(g, 5);
    g.surrender();
    expect(g.over).toBe(true);
    expect(g.serializedLogs()).toEqual([
      [0, 1],
      [0, 1],
      [10, 0, 18],
      [5, 2],
    ]);
  });
});
