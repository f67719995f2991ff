import type EventEmitter from 'eventemitter3';
import type { ChannelHandle, StreamChannel } from '@kite/sdk';
import type { IChannelConnection } from 'misskey-js';

type Events<T extends StreamChannel> = T['events'];

/**
 * A channel handle usable before the stream's code has loaded (it loads after the first
 * note, spec's first-load goal): listeners and messages wait here and are handed to the real
 * misskey-js connection once it exists. Disposed before that, it never connects.
 */
export class DeferredChannel<T extends StreamChannel> implements ChannelHandle<T> {
  private conn: IChannelConnection<T> | null = null;
  private pending: Array<(c: IChannelConnection<T>) => void> = [];
  private disposed = false;

  /** Called by the stream service with the real connection (or not at all if disposed). */
  attach(open: () => IChannelConnection<T>): void {
    if (this.disposed) return;
    const conn = open();
    this.conn = conn;
    for (const op of this.pending) op(conn);
    this.pending = [];
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  private run(op: (c: IChannelConnection<T>) => void): void {
    if (this.conn) op(this.conn);
    else if (!this.disposed) this.pending.push(op);
  }

  on<E extends EventEmitter.EventNames<Events<T>>>(event: E, fn: EventEmitter.EventListener<Events<T>, E>): this {
    this.run((c) => c.on(event, fn));
    return this;
  }

  off<E extends EventEmitter.EventNames<Events<T>>>(event: E, fn?: EventEmitter.EventListener<Events<T>, E>): this {
    this.run((c) => c.off(event, fn));
    return this;
  }

  send<K extends keyof T['receives']>(type: K, body: T['receives'][K]): void {
    this.run((c) => c.send(type, body));
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.pending = [];
    this.conn?.dispose();
    this.conn = null;
  }
}
