import Matter from 'matter-js';
import { hasComboBonus, monosOf, type GameMode, type Mono } from './monos';
import { seededRandom } from './rng';

/** The rules' version `bubble-game/register` records (the ladder, box and timings of Misskey's version 3). */
export const GAME_VERSION = 3;
export const GAME_WIDTH = 450;
export const GAME_HEIGHT = 600;
/** The walls' and floor's thickness inside the box. */
export const PLAY_MARGIN = 25;
/** A mono that has touched another and reaches above this line ends the game. */
export const TOP_LINE = 100;
/** Frames (1/60 s) between two drops. */
export const DROP_COOLDOWN = 30;
/** Merges closer together than this many frames make a combo. */
const COMBO_INTERVAL = 60;
/** A merged mono waits 100 ms before it merges again, so chains can be followed by eye. */
const MERGE_DELAY = 6;
const STOCK_SIZE = 4;
const TICK_MS = 1000 / 60;
/** Solver iterations (Misskey's quality factor): lower is faster but jittery stacks. */
const QUALITY = 16;

export interface StockItem {
  /** A stable key for lists (the n-th mono dealt). */
  key: number;
  mono: Mono;
}

export type GameLog = { frame: number; op: 'drop'; x: number } | { frame: number; op: 'hold' } | { frame: number; op: 'surrender' };

/** What the game tells its view; every callback is optional. */
export interface GameEvents {
  score?(score: number): void;
  combo?(combo: number): void;
  stock?(stock: readonly StockItem[], holding: StockItem | null): void;
  dropped?(x: number, mono: Mono): void;
  merged?(x: number, y: number, next: Mono | null, points: number): void;
  /** A mono entered the box (dropped, or made by a merge). */
  added?(mono: Mono): void;
  gameOver?(): void;
}

/** One mono in the box, as the view draws it. */
export interface Piece {
  mono: Mono;
  x: number;
  y: number;
  angle: number;
}

/**
 * The game without a screen: a matter-js world (a box open at the top), the dealt monos, merging
 * with score and combo, hold, and game over. The view calls `tick()` 60 times a second of play.
 */
export class BubbleGame {
  frame = 0;
  score = 0;
  combo = 0;
  maxCombo = 0;
  over = false;
  readonly logs: GameLog[] = [];
  readonly engine: Matter.Engine;
  stock: StockItem[] = [];
  holding: StockItem | null = null;

  private readonly defs: readonly Mono[];
  private readonly random: () => number;
  private readonly monos = new Map<number, Mono>();
  private readonly ready = new Set<number>();
  private readonly reserved = new Set<number>();
  private readonly touched = new Set<number>();
  private queue: { frame: number; run: () => void }[] = [];
  private lastDrop = -DROP_COOLDOWN;
  private lastMerge = -Infinity;
  private dealt = 0;
  private readonly onCollisionStart = (e: Matter.IEventCollision<Matter.Engine>) => this.onCollision(e.pairs);

  constructor(
    readonly mode: GameMode,
    readonly seed: string,
    private readonly events: GameEvents = {},
  ) {
    this.defs = monosOf(mode);
    this.random = seededRandom(seed);
    this.engine = Matter.Engine.create({
      constraintIterations: 2 * QUALITY,
      positionIterations: 6 * QUALITY,
      velocityIterations: 4 * QUALITY,
      gravity: { x: 0, y: 1 },
      timing: { timeScale: 2 },
      enableSleeping: false,
    });
    const wall = { label: '_wall_', isStatic: true, friction: 0.7, slop: 0.7 };
    const t = 100;
    Matter.Composite.add(this.engine.world, [
      Matter.Bodies.rectangle(GAME_WIDTH / 2, GAME_HEIGHT + t / 2 - PLAY_MARGIN, GAME_WIDTH, t, wall),
      Matter.Bodies.rectangle(GAME_WIDTH + t / 2 - PLAY_MARGIN, GAME_HEIGHT / 2, t, GAME_HEIGHT, wall),
      Matter.Bodies.rectangle(PLAY_MARGIN - t / 2, GAME_HEIGHT / 2, t, GAME_HEIGHT, wall),
    ]);
    for (let i = 0; i < STOCK_SIZE; i++) this.stock.push(this.deal());
    Matter.Events.on(this.engine, 'collisionStart', this.onCollisionStart);
  }

  /** The monos in the box, for drawing. */
  pieces(): Piece[] {
    return Matter.Composite.allBodies(this.engine.world).flatMap((b) => {
      const mono = this.monos.get(b.id);
      return mono ? [{ mono, x: b.position.x, y: b.position.y, angle: b.angle }] : [];
    });
  }

  /** Whether the cooldown since the last drop is over (and the game is on). */
  canDrop(): boolean {
    return !this.over && this.frame - this.lastDrop >= DROP_COOLDOWN;
  }

  /** Where a mono dropped at `x` lands in x: inside the walls. */
  clampX(x: number, mono: Mono): number {
    return Math.min(GAME_WIDTH - PLAY_MARGIN - mono.sizeX / 2, Math.max(PLAY_MARGIN + mono.sizeX / 2, x));
  }

  /** Drops the next mono at `x` (game units); false while cooling down or over. */
  drop(x: number): boolean {
    const head = this.stock[0];
    if (!this.canDrop() || !head) return false;
    this.stock = [...this.stock.slice(1), this.deal()];
    const inputX = Math.round(x);
    const at = this.clampX(inputX, head.mono);
    this.add(head.mono, at, 50 + head.mono.sizeY / 2, true);
    this.logs.push({ frame: this.frame, op: 'drop', x: inputX });
    this.lastDrop = this.frame;
    this.events.stock?.(this.stock, this.holding);
    this.events.dropped?.(at, head.mono);
    this.events.added?.(head.mono);
    return true;
  }

  /** Puts the next mono aside, or swaps it with the one put aside. */
  hold(): void {
    const head = this.stock[0];
    if (this.over || !head) return;
    this.logs.push({ frame: this.frame, op: 'hold' });
    const rest = this.stock.slice(1);
    this.stock = this.holding ? [this.holding, ...rest] : [...rest, this.deal()];
    this.holding = head;
    this.events.stock?.(this.stock, this.holding);
  }

  surrender(): void {
    if (this.over) return;
    this.logs.push({ frame: this.frame, op: 'surrender' });
    this.end();
  }

  /** One frame of play; false once the game is over. */
  tick(): boolean {
    if (this.over) return false;
    this.frame++;
    if (this.combo !== 0 && this.lastMerge < this.frame - COMBO_INTERVAL) this.setCombo(0);
    const due = this.queue.filter((q) => q.frame <= this.frame);
    this.queue = this.queue.filter((q) => q.frame > this.frame);
    for (const q of due) q.run();
    Matter.Engine.update(this.engine, TICK_MS);
    if (this.overflowing()) this.end();
    return !this.over;
  }

  dispose(): void {
    Matter.Events.off(this.engine, 'collisionStart', this.onCollisionStart);
    Matter.Composite.clear(this.engine.world, false);
    Matter.Engine.clear(this.engine);
  }

  /** The game's moves as `bubble-game/register` takes them: [frames since the last, 0 drop | 1 hold | 2 surrender, x]. */
  serializedLogs(): number[][] {
    return this.logs.map((l, i) => {
      const delta = l.frame - (i === 0 ? 0 : this.logs[i - 1].frame);
      return l.op === 'drop' ? [delta, 0, l.x] : [delta, l.op === 'hold' ? 1 : 2];
    });
  }

  private deal(): StockItem {
    const choices = this.defs.filter((d) => d.dropCandidate);
    return { key: this.dealt++, mono: choices[Math.floor(this.random() * choices.length)] };
  }

  private add(mono: Mono, x: number, y: number, readyNow: boolean): Matter.Body {
    const opts = {
      label: mono.id,
      density: (mono.sizeX * mono.sizeY) / 10000,
      restitution: 0.2,
      frictionAir: 0.01,
      friction: 0.7,
      frictionStatic: 5,
      slop: 0.7,
    };
    const body =
      mono.shape === 'circle'
        ? Matter.Bodies.circle(x, y, mono.sizeX / 2, opts)
        : Matter.Bodies.rectangle(x, y, mono.sizeX, mono.sizeY, opts);
    this.monos.set(body.id, mono);
    if (readyNow) this.ready.add(body.id);
    else this.later(MERGE_DELAY, () => this.ready.add(body.id));
    Matter.Composite.add(this.engine.world, body);
    return body;
  }

  private later(frames: number, run: () => void): void {
    this.queue.push({ frame: this.frame + frames, run });
  }

  private onCollision(pairs: readonly Matter.Pair[]): void {
    for (const pair of pairs) {
      const a = pair.bodyA.parent;
      const b = pair.bodyB.parent;
      const ma = this.monos.get(a.id);
      const mb = this.monos.get(b.id);
      if (!ma || !mb) continue;
      this.touched.add(a.id).add(b.id);
      if (ma.level !== mb.level || this.reserved.has(a.id) || this.reserved.has(b.id)) continue;
      if (this.ready.has(a.id) && this.ready.has(b.id)) {
        this.merge(a, b);
      } else {
        // A mono just made by a merge: the pair merges once its pause is over.
        this.reserved.add(a.id).add(b.id);
        this.later(MERGE_DELAY, () => {
          this.reserved.delete(a.id);
          this.reserved.delete(b.id);
          if (this.monos.has(a.id) && this.monos.has(b.id)) this.merge(a, b);
        });
      }
    }
  }

  private merge(a: Matter.Body, b: Matter.Body): void {
    const mono = this.monos.get(a.id);
    if (!mono || !this.monos.has(b.id)) return;
    this.setCombo(this.lastMerge > this.frame - COMBO_INTERVAL ? this.combo + 1 : 1);
    this.lastMerge = this.frame;
    const x = (a.position.x + b.position.x) / 2;
    const y = (a.position.y + b.position.y) / 2;
    for (const body of [a, b]) {
      this.monos.delete(body.id);
      this.ready.delete(body.id);
      this.touched.delete(body.id);
    }
    Matter.Composite.remove(this.engine.world, [a, b]);
    const next = this.defs.find((d) => d.level === mono.level + 1) ?? null;
    if (next) {
      this.add(next, x, y, false);
      this.events.added?.(next);
    }
    const bonus = hasComboBonus(this.mode) ? 1 + (this.combo - 1) / 5 : 1;
    const points = Math.round(mono.score * bonus);
    this.score += points;
    this.events.score?.(this.score);
    this.events.merged?.(x, y, next, points);
  }

  /** A mono that has touched another and reaches above the top line. */
  private overflowing(): boolean {
    return Matter.Composite.allBodies(this.engine.world).some((b) => this.touched.has(b.id) && b.bounds.min.y < TOP_LINE);
  }

  private setCombo(n: number): void {
    this.combo = n;
    this.maxCombo = Math.max(this.maxCombo, n);
    this.events.combo?.(n);
  }

  private end(): void {
    this.over = true;
    this.events.gameOver?.();
  }

  /** How many monos of `level` are in the box (the double-biggest achievement). */
  countLevel(level: number): number {
    let n = 0;
    for (const m of this.monos.values()) if (m.level === level) n++;
    return n;
  }
}
