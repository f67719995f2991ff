/// <reference lib="webworker" />
import { decode } from 'blurhash';

/** Decodes blurhash strings off the main thread; answers with transferable RGBA pixels. */
self.onmessage = (e: MessageEvent<{ id: number; hash: string; width: number; height: number }>) => {
  const { id, hash, width, height } = e.data;
  try {
    const pixels = decode(hash, width, height);
    (self as unknown as Worker).postMessage({ id, pixels }, [pixels.buffer]);
  } catch {
    (self as unknown as Worker).postMessage({ id, pixels: null });
  }
};
