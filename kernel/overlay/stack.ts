import type { ComponentType } from 'react';
import type { Disposable, OverlayHost } from '@kite/sdk';

export interface OverlayEntry {
  id: number;
  component: ComponentType<{ close: () => void }>;
  close: () => void;
}

/**
 * Everything rendered above the page (dialogs, menus, popups, windows) is an entry of
 * this stack; the one overlay root renders it. Entries are immutable snapshots, so
 * `useSyncExternalStore` readers see a stable list between changes.
 */
export class OverlayStack implements OverlayHost {
  private entries: readonly OverlayEntry[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;

  list(): readonly OverlayEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Shows `component` until it calls `close` or the handle is disposed; `onClose` runs once either way. */
  mount(component: ComponentType<{ close: () => void }>, onClose?: () => void): Disposable {
    const id = this.nextId++;
    const close = () => {
      if (!this.entries.some((e) => e.id === id)) return;
      this.entries = this.entries.filter((e) => e.id !== id);
      this.emit();
      onClose?.();
    };
    this.entries = [...this.entries, { id, component, close }];
    this.emit();
    return { dispose: close };
  }

  private emit() {
    for (const l of [...this.listeners]) l();
  }
}
