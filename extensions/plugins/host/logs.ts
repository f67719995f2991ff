/** Per-plugin log lines (shown on /settings/plugin), kept in memory, newest last, capped. */
import type { LogLevel } from '../sandbox/protocol';

export interface LogLine {
  at: number;
  level: LogLevel;
  text: string;
}

const CAP = 200;

export class PluginLogs {
  private lines = new Map<string, LogLine[]>();
  private listeners = new Set<() => void>();

  add(pluginId: string, level: LogLevel, text: string): void {
    const list = [...(this.lines.get(pluginId) ?? []), { at: Date.now(), level, text }];
    this.lines.set(pluginId, list.slice(-CAP));
    this.listeners.forEach((l) => l());
  }

  of(pluginId: string): readonly LogLine[] {
    return this.lines.get(pluginId) ?? EMPTY;
  }

  clear(pluginId: string): void {
    this.lines.delete(pluginId);
    this.listeners.forEach((l) => l());
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
}

const EMPTY: readonly LogLine[] = [];
