/** Blurhash canvas base size (spec 2 §9). */
export const BLURHASH_BASE = 64;
/** At most this many decoding workers (spec 2 §9). */
export const MAX_WORKERS = 4;

type Pending = (pixels: Uint8ClampedArray | null) => void;
const workers: Worker[] = [];
const pending = new Map<number, Pending>();
let nextId = 0;
let turn = 0;

function worker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  const size = Math.max(1, Math.min(MAX_WORKERS, globalThis.navigator?.hardwareConcurrency ?? 2));
  if (workers.length < size) {
    const w = new Worker(new URL('./blurhash.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<{ id: number; pixels: Uint8ClampedArray | null }>) => {
      pending.get(e.data.id)?.(e.data.pixels);
      pending.delete(e.data.id);
    };
    workers.push(w);
    return w;
  }
  return workers[turn++ % workers.length];
}

/** Decodes a blurhash in a worker (pool of at most 4); null where workers are unavailable. */
export function decodeBlurhash(hash: string, width: number, height: number): Promise<Uint8ClampedArray | null> {
  const w = worker();
  if (!w) return Promise.resolve(null);
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    w.postMessage({ id, hash, width, height });
  });
}

/** Canvas size keeping the image's aspect ratio with the longer side at the base. */
export function blurhashSize(w?: number | null, h?: number | null): { width: number; height: number } {
  if (!w || !h) return { width: BLURHASH_BASE, height: BLURHASH_BASE };
  const ratio = w / h;
  return ratio >= 1
    ? { width: BLURHASH_BASE, height: Math.max(1, Math.round(BLURHASH_BASE / ratio)) }
    : { width: Math.max(1, Math.round(BLURHASH_BASE * ratio)), height: BLURHASH_BASE };
}
