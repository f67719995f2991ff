import type { CompressionLevel } from '@kite/sdk';

/** Spec 2 §9: longest side after compression, by level (0 = none). */
export const MAX_DIMENSION: Readonly<Record<CompressionLevel, number | null>> = { 0: null, 1: 2000, 2: 1500, 3: 1125 };

/** iOS WebKit refuses canvases above this many pixels (4096 × 4096). */
export const WEBKIT_PIXEL_LIMIT = 16_777_216;

/** Types the compressor re-encodes (others upload as they are). */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/bmp']);

export function isCompressible(mime: string): boolean {
  return COMPRESSIBLE.has(mime);
}

/** Whether to try compressing at all: a level above 0, a compressible type, not animated. */
export function shouldCompress(mime: string, level: CompressionLevel, animated: boolean): boolean {
  return level > 0 && isCompressible(mime) && !animated;
}

/** The output size: scaled down (never up) to fit the level's maximum, ratio kept. */
export function targetSize(width: number, height: number, level: CompressionLevel): { width: number; height: number } {
  const max = MAX_DIMENSION[level];
  if (max == null || (width <= max && height <= max)) return { width, height };
  const ratio = Math.min(max / width, max / height);
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Spec 2 §9: webp at 0.85 when the browser encodes it, else jpeg at 0.8. */
export function outputFormat(webpSupported: boolean): { type: 'image/webp' | 'image/jpeg'; quality: number } {
  return webpSupported ? { type: 'image/webp', quality: 0.85 } : { type: 'image/jpeg', quality: 0.8 };
}

/** The compressed file is used only if it is smaller, or the source was webp already. */
export function keepCompressed(sourceMime: string, sourceSize: number, compressedSize: number): boolean {
  return compressedSize < sourceSize || sourceMime === 'image/webp';
}

export class PixelLimitError extends Error {
  constructor(readonly pixels: number) {
    super(`image of ${pixels} pixels exceeds the WebKit canvas limit`);
    this.name = 'PixelLimitError';
  }
}

/** Raises the WebKit pixel limit error on WebKit only (other engines handle larger canvases). */
export function checkPixelLimit(width: number, height: number, isWebKit: boolean): void {
  if (isWebKit && width * height > WEBKIT_PIXEL_LIMIT) throw new PixelLimitError(width * height);
}

/** A new file name for the re-encoded image (extension follows the output type). */
export function compressedName(name: string, type: string): string {
  const ext = type === 'image/webp' ? 'webp' : 'jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

/**
 * Animated PNG (acTL chunk before IDAT), animated WebP (ANIM chunk) and GIF with more than
 * one frame are never re-encoded: a canvas would keep only the first frame.
 */
export function isAnimated(bytes: Uint8Array, mime: string): boolean {
  const ascii = (i: number, s: string) => [...s].every((c, k) => bytes[i + k] === c.charCodeAt(0));
  if (mime === 'image/png') {
    for (let i = 8; i + 8 < bytes.length;) {
      const len = ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
      if (ascii(i + 4, 'acTL')) return true;
      if (ascii(i + 4, 'IDAT')) return false;
      i += 12 + len;
    }
    return false;
  }
  if (mime === 'image/webp') {
    for (let i = 12; i + 4 <= bytes.length && i < 4096; i++) if (ascii(i, 'ANIM')) return true;
    return false;
  }
  if (mime === 'image/gif') return true;
  return false;
}
