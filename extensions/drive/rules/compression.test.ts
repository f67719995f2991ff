import { describe, expect, it } from 'vitest';
import {
  PixelLimitError,
  checkPixelLimit,
  compressedName,
  isAnimated,
  keepCompressed,
  outputFormat,
  shouldCompress,
  targetSize,
} from './compression';

describe('compression decisions (spec 2 §9)', () => {
  it('limits the longest side to 2000 / 1500 / 1125 px by level, never upscales', () => {
    expect(targetSize(4000, 3000, 1)).toEqual({ width: 2000, height: 1500 });
    expect(targetSize(3000, 4000, 2)).toEqual({ width: 1125, height: 1500 });
    expect(targetSize(2250, 1000, 3)).toEqual({ width: 1125, height: 500 });
    expect(targetSize(800, 600, 3)).toEqual({ width: 800, height: 600 });
    expect(targetSize(4000, 3000, 0)).toEqual({ width: 4000, height: 3000 });
  });
  it('uses webp 0.85 when supported, else jpeg 0.8', () => {
    expect(outputFormat(true)).toEqual({ type: 'image/webp', quality: 0.85 });
    expect(outputFormat(false)).toEqual({ type: 'image/jpeg', quality: 0.8 });
  });
  it('keeps the result only if smaller or the source is webp', () => {
    expect(keepCompressed('image/png', 1000, 999)).toBe(true);
    expect(keepCompressed('image/png', 1000, 1000)).toBe(false);
    expect(keepCompressed('image/webp', 1000, 2000)).toBe(true);
  });
  it('skips level 0, other types and animated images', () => {
    expect(shouldCompress('image/png', 0, false)).toBe(false);
    expect(shouldCompress('image/png', 2, false)).toBe(true);
    expect(shouldCompress('image/png', 2, true)).toBe(false);
    expect(shouldCompress('image/gif', 2, false)).toBe(false);
    expect(shouldCompress('video/mp4', 2, false)).toBe(false);
  });
  it('raises the WebKit pixel limit error on WebKit only', () => {
    expect(() => checkPixelLimit(4097, 4096, true)).toThrow(PixelLimitError);
    expect(() => checkPixelLimit(4096, 4096, true)).not.toThrow();
    expect(() => checkPixelLimit(8000, 8000, false)).not.toThrow();
  });
  it('renames by output type', () => {
    expect(compressedName('photo.png', 'image/webp')).toBe('photo.webp');
    expect(compressedName('noext', 'image/jpeg')).toBe('noext.jpg');
  });
  it('detects animated PNG and WebP', () => {
    const chunk = (type: string, len = 0) => [0, 0, 0, len, ...[...type].map((c) => c.charCodeAt(0)), ...Array(len + 4).fill(0)];
    const sig = [137, 80, 78, 71, 13, 10, 26, 10];
    expect(isAnimated(new Uint8Array([...sig, ...chunk('IHDR', 13), ...chunk('acTL', 8), ...chunk('IDAT', 2)]), 'image/png')).toBe(true);
    expect(isAnimated(new Uint8Array([...sig, ...chunk('IHDR', 13), ...chunk('IDAT', 2)]), 'image/png')).toBe(false);
    const riff = [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
        Array(14).fill(0),
      );
    expect(isAnimated(new Uint8Array([...riff, ...[...'ANIM'].map((c) => c.charCodeAt(0))]), 'image/webp')).toBe(true);
    expect(isAnimated(new Uint8Array(riff), 'image/webp')).toBe(false);
  });
});
