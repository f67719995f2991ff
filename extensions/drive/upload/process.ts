import type { CompressionLevel } from '@kite/sdk';
import {
  checkPixelLimit,
  compressedName,
  isAnimated,
  keepCompressed,
  outputFormat,
  shouldCompress,
  targetSize,
} from '../rules/compression';
import { canWatermark, normalizeLayer } from '../rules/watermark';
import type { WatermarkLayer } from '../rules/watermark';
import { drawWatermark } from '../watermark/draw';

export interface ProcessRequest {
  file: Blob;
  name: string;
  level: CompressionLevel;
  layers: readonly WatermarkLayer[] | null;
  isWebKit: boolean;
}

export interface ProcessResult {
  blob: Blob;
  name: string;
  /** Set when the output replaced the original. */
  changed: boolean;
}

async function encode(canvas: OffscreenCanvas, type: string, quality?: number): Promise<Blob> {
  return canvas.convertToBlob({ type, quality });
}

/**
 * Compression and watermark of one image (runs in the worker; also callable on the main
 * thread where OffscreenCanvas exists). Anything not applicable returns the original.
 */
export async function processImage(req: ProcessRequest): Promise<ProcessResult> {
  const original: ProcessResult = { blob: req.file, name: req.name, changed: false };
  const type = req.file.type;
  const head = new Uint8Array(await req.file.slice(0, 65536).arrayBuffer());
  const animated = isAnimated(head, type);
  const compress = shouldCompress(type, req.level, animated);
  const watermark = !!req.layers?.length && canWatermark(type) && !animated;
  if (!compress && !watermark) return original;

  const bitmap = await createImageBitmap(req.file);
  checkPixelLimit(bitmap.width, bitmap.height, req.isWebKit);
  const size = compress ? targetSize(bitmap.width, bitmap.height, req.level) : { width: bitmap.width, height: bitmap.height };
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return original;
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();

  if (watermark) {
    const layers = req.layers!.map(normalizeLayer);
    const images = new Map<string, ImageBitmap>();
    for (const l of layers) {
      if (l.type !== 'image' || !l.imageUrl || !/^https?:|^blob:|^data:image\//.test(l.imageUrl)) continue;
      try {
        images.set(l.id, await createImageBitmap(await (await fetch(l.imageUrl)).blob()));
      } catch {
        // An unreachable watermark image skips that layer; the rest still applies.
      }
    }
    drawWatermark(ctx, size.width, size.height, layers, images);
  }

  if (compress) {
    let fmt = outputFormat(true);
    let blob = await encode(canvas, fmt.type, fmt.quality);
    if (blob.type !== 'image/webp') {
      fmt = outputFormat(false);
      blob = await encode(canvas, fmt.type, fmt.quality);
    }
    // A watermarked image must keep its watermark even when the re-encode is larger.
    if (watermark || keepCompressed(type, req.file.size, blob.size))
      return { blob, name: compressedName(req.name, fmt.type), changed: true };
    if (!watermark) return original;
  }
  // Spec 2 §9: watermark output is PNG.
  const png = await encode(canvas, 'image/png');
  return { blob: png, name: req.name.replace(/\.[^.]+$/, '') + '.png', changed: true };
}
