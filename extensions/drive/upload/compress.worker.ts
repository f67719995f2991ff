/// <reference lib="webworker" />
import { processImage } from './process';
import type { ProcessRequest } from './process';

/** One image job per message; answers `{ id, ok, result | error }`. */
self.onmessage = async (e: MessageEvent<{ id: number; req: ProcessRequest }>) => {
  const { id, req } = e.data;
  try {
    const result = await processImage(req);
    (self as unknown as Worker).postMessage({ id, ok: true, result });
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
};
