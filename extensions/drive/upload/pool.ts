import type { ProcessRequest, ProcessResult } from './process';

/** Spec 2 §9: at most 4 workers. */
export const MAX_WORKERS = 4;

interface Job {
  id: number;
  req: ProcessRequest;
  resolve: (r: ProcessResult) => void;
  reject: (e: Error) => void;
}

/**
 * A lazy pool of image workers: the first job starts a worker, up to min(4, cores);
 * jobs queue when all are busy. Where Workers or OffscreenCanvas are missing, `run`
 * returns the original file (a failed preprocessing keeps the original, spec 2 §8).
 */
export class ImageWorkerPool {
  private workers: { w: Worker; busy: Job | null }[] = [];
  private queue: Job[] = [];
  private seq = 0;
  private readonly size = Math.max(1, Math.min(MAX_WORKERS, globalThis.navigator?.hardwareConcurrency ?? 2));

  static supported(): boolean {
    return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
  }

  run(req: ProcessRequest): Promise<ProcessResult> {
    if (!ImageWorkerPool.supported()) return Promise.resolve({ blob: req.file, name: req.name, changed: false });
    return new Promise((resolve, reject) => {
      this.queue.push({ id: ++this.seq, req, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.workers.find((s) => !s.busy);
      if (!slot && this.workers.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.busy = job;
      slot.w.postMessage({ id: job.id, req: job.req });
    }
  }

  private spawn(): { w: Worker; busy: Job | null } {
    const w = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
    const slot: { w: Worker; busy: Job | null } = { w, busy: null };
    w.onmessage = (e: MessageEvent<{ id: number; ok: boolean; result?: ProcessResult; error?: string }>) => {
      const job = slot.busy;
      slot.busy = null;
      if (job && job.id === e.data.id) {
        if (e.data.ok) job.resolve(e.data.result!);
        else job.reject(new Error(e.data.error));
      }
      this.pump();
    };
    w.onerror = (e) => {
      const job = slot.busy;
      slot.busy = null;
      job?.reject(new Error(e.message || 'worker failed'));
      this.pump();
    };
    this.workers.push(slot);
    return slot;
  }

  dispose(): void {
    for (const s of this.workers) s.w.terminate();
    this.workers = [];
    for (const j of this.queue) j.reject(new Error('disposed'));
    this.queue = [];
  }
}
