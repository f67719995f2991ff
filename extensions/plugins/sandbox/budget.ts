/**
 * A plugin's CPU budget, counted inside the worker by the interpreter itself. Both AiScript
 * lines read `opts.maxStep` on every step; the glue makes that a getter that calls `step()`,
 * so a script is measured whatever it does — 0.19 sleeps 5 ms every 300 steps and so keeps
 * answering the page's ping, which is why "does the worker answer" is not enough. Pure.
 */

export interface BudgetLimits {
  /** Busy time one turn (the script's start, one handler call) may use. */
  turnMs: number;
  /** Busy time allowed in any window of `windowMs` (background timers, many short turns). */
  windowBusyMs: number;
  windowMs: number;
}

// A turn that never waits holds the whole worker (an empty `loop {}` never yields): keep it
// well below the page's watchdog (2 s + a 1.5 s ping), which would restart every plugin.
export const DEFAULT_BUDGET: BudgetLimits = { turnMs: 1500, windowBusyMs: 4000, windowMs: 10_000 };

/** Steps between two looks at the clock (a clock read per step would slow every script). */
const CHECK_EVERY = 128;
/** A gap longer than this between two looks was waiting (a host call, a timer), not work. */
const IDLE_GAP_MS = 50;

export type BudgetVerdict = 'turn' | 'window';

export class Budget {
  private steps = 0;
  private last: number;
  private turnBusy = 0;
  private windowStart: number;
  private windowBusy = 0;
  /** Set once the budget is spent; the script is dead from then on. */
  exceeded: BudgetVerdict | null = null;

  constructor(
    private readonly limits: BudgetLimits,
    private readonly now: () => number,
  ) {
    this.last = now();
    this.windowStart = this.last;
  }

  /** A new turn begins (the page called into the script). */
  startTurn(): void {
    this.turnBusy = 0;
    this.last = this.now();
  }

  /** One interpreter step; true when the budget is spent (the step must fail). */
  step(): boolean {
    if (this.exceeded) return true;
    if (++this.steps % CHECK_EVERY !== 0) return false;
    const t = this.now();
    const gap = t - this.last;
    this.last = t;
    if (gap < IDLE_GAP_MS) {
      this.turnBusy += gap;
      this.windowBusy += gap;
    }
    if (t - this.windowStart > this.limits.windowMs) {
      this.windowStart = t;
      this.windowBusy = 0;
    }
    if (this.turnBusy > this.limits.turnMs) this.exceeded = 'turn';
    else if (this.windowBusy > this.limits.windowBusyMs) this.exceeded = 'window';
    return this.exceeded !== null;
  }

  /** Spends the budget at once (the page stopped the plugin). */
  exhaust(): void {
    this.exceeded ??= 'turn';
  }
}

/** Reads budget limits the page sent, keeping each within sane bounds (defaults otherwise). */
export function budgetLimits(raw: unknown): BudgetLimits {
  const r = typeof raw === 'object' && raw !== null ? raw : {};
  const pick = (k: keyof BudgetLimits): number => {
    const v: unknown = k in r ? Reflect.get(r, k) : undefined;
    return typeof v === 'number' && Number.isFinite(v) && v >= 10 && v <= 600_000 ? v : DEFAULT_BUDGET[k];
  };
  return { turnMs: pick('turnMs'), windowBusyMs: pick('windowBusyMs'), windowMs: pick('windowMs') };
}
