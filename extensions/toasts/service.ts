import type { IconSpec, ToastService } from '@kite/sdk';

/** Spec 1 §9: overlay toasts last 6000 ms; the list is trimmed to 3 after 500 ms. */
export const TOAST_LIFETIME_MS = 6000;
export const TOAST_MAX = 3;
export const TOAST_TRIM_MS = 500;

export interface ToastEntry {
  id: number;
  message: string;
  icon?: IconSpec;
}

/**
 * The toast list of spec 1 §4: a new toast goes to the front only while the page is
 * visible (otherwise to the back, so what arrived while away reads in order); the list
 * is trimmed to 3 half a second after a change; each toast leaves after 6 s.
 */
export class ToastList implements ToastService {
  private entries: readonly ToastEntry[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;
  private trimTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly pageVisible: () => boolean = () => globalThis.document?.visibilityState !== 'hidden') {}

  list(): readonly ToastEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  show(message: string, opts?: { icon?: IconSpec }): void {
    const entry: ToastEntry = { id: this.nextId++, message, icon: opts?.icon };
    this.entries = this.pageVisible() ? [entry, ...this.entries] : [...this.entries, entry];
    this.emit();
    setTimeout(() => this.remove(entry.id), TOAST_LIFETIME_MS);
    // Not pushed back by the next toast: under a steady stream (10 notifications a second) a
    // restarted timer never fired and up to 60 toasts piled up.
    this.trimTimer ??= setTimeout(() => {
      this.trimTimer = undefined;
      if (this.entries.length <= TOAST_MAX) return;
      this.entries = this.entries.slice(0, TOAST_MAX);
      this.emit();
    }, TOAST_TRIM_MS);
  }

  remove(id: number): void {
    if (!this.entries.some((e) => e.id === id)) return;
    this.entries = this.entries.filter((e) => e.id !== id);
    this.emit();
  }

  private emit() {
    for (const l of [...this.listeners]) l();
  }
}
