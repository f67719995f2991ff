import type { AchievementEventsService } from '@kite/sdk';

/**
 * Achievement triggers other extensions raise (three windows, the tutorial, a quick delete);
 * the triggers listen. One event and one listener in practice: a Set keeps eventemitter3 out
 * of the first load.
 */
export class AchievementEventBus implements AchievementEventsService {
  private listeners = new Set<(name: string) => void>();

  fire(name: string): void {
    for (const l of [...this.listeners]) l(name);
  }

  on(listener: (name: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
