import EventEmitter from 'eventemitter3';
import type { AchievementEventsService } from '@kite/sdk';

/** Achievement triggers raised by the kernel; the achievements extension listens. */
export class KernelAchievementEvents implements AchievementEventsService {
  private emitter = new EventEmitter<{ fire: [string] }>();

  fire(name: string): void {
    this.emitter.emit('fire', name);
  }

  on(listener: (name: string) => void): () => void {
    this.emitter.on('fire', listener);
    return () => this.emitter.off('fire', listener);
  }
}
