import type { NavigationService } from '../services';

/** A `NavigationService` over an in-memory history: what the code under test opened, in order. */
export class TestNavigation implements NavigationService {
  private readonly entries: string[];
  /** Every `push`, in order. */
  readonly pushed: string[] = [];
  /** Every `replace`, in order. */
  readonly replaced: string[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(start: string) {
    this.entries = [start];
  }

  get current(): string {
    return this.entries[this.entries.length - 1] ?? '/';
  }

  /** The history, oldest first (the last one is `current`). */
  get history(): readonly string[] {
    return [...this.entries];
  }

  push(to: string): void {
    this.pushed.push(to);
    this.entries.push(to);
    this.changed();
  }

  replace(to: string): void {
    this.replaced.push(to);
    this.entries[this.entries.length - 1] = to;
    this.changed();
  }

  back(): void {
    if (this.entries.length > 1) this.entries.pop();
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    for (const l of [...this.listeners]) l();
  }
}

/** A navigation double starting at `start` (`/` by default). */
export function navigationDouble(start = '/'): TestNavigation {
  return new TestNavigation(start);
}
