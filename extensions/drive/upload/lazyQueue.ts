import type { UploadQueue, UploadQueueItem } from '@kite/sdk';

const NONE: readonly UploadQueueItem[] = Object.freeze([]);

/**
 * `Drive.createQueue` is synchronous, but the queue's engine (worker pool, sender) should not load
 * at boot: this shell is the queue until the first `add`, which loads the real queue and hands
 * everything to it. Before that the queue is empty, so the other operations have nothing to act on.
 */
export class LazyUploadQueue implements UploadQueue {
  private real: UploadQueue | null = null;
  private loading: Promise<UploadQueue> | null = null;
  /** Listeners subscribed before the real queue exists (later ones subscribe to it directly). */
  private readonly early = new Set<() => void>();

  constructor(private readonly load: () => Promise<UploadQueue>) {}

  get items(): readonly UploadQueueItem[] {
    return this.real?.items ?? NONE;
  }
  get busy(): boolean {
    return this.real?.busy ?? false;
  }
  subscribe(listener: () => void): () => void {
    if (this.real) return this.real.subscribe(listener);
    this.early.add(listener);
    return () => this.early.delete(listener);
  }
  private queue(): Promise<UploadQueue> {
    this.loading ??= this.load().then((q) => {
      this.real = q;
      q.subscribe(() => {
        for (const l of this.early) l();
      });
      return q;
    });
    return this.loading;
  }
  async add(files: readonly File[]): Promise<void> {
    await (await this.queue()).add(files);
  }
  update(id: string, patch: Parameters<UploadQueue['update']>[1]): void {
    this.real?.update(id, patch);
  }
  async start(): Promise<void> {
    await this.real?.start();
  }
  abort(id: string): void {
    this.real?.abort(id);
  }
  remove(id: string): void {
    this.real?.remove(id);
  }
  dispose(): void {
    this.real?.dispose();
    this.early.clear();
  }
}
