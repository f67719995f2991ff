/** Watermark presets (spec 2 §3, ranges §5, defaults §9). */
export type Align = { x: 'left' | 'center' | 'right'; y: 'top' | 'center' | 'bottom' };

interface LayerBase {
  id: string;
  angle: number;
  opacity: number;
}
export interface TextLayer extends LayerBase {
  type: 'text';
  text: string;
  repeat: boolean;
  scale: number;
  align: Align;
}
export interface ImageLayer extends LayerBase {
  type: 'image';
  imageUrl: string | null;
  cover: boolean;
  repeat: boolean;
  scale: number;
  align: Align;
}
export interface StripeLayer extends LayerBase {
  type: 'stripe';
  frequency: number;
  threshold: number;
  color: string;
}
export interface PolkadotLayer extends LayerBase {
  type: 'polkadot';
  scale: number;
  majorRadius: number;
  majorOpacity: number;
  minorDivisions: number;
  minorRadius: number;
  minorOpacity: number;
  color: string;
}
export interface CheckerLayer extends LayerBase {
  type: 'checker';
  scale: number;
  color: string;
}
export type WatermarkLayer = TextLayer | ImageLayer | StripeLayer | PolkadotLayer | CheckerLayer;
export type LayerType = WatermarkLayer['type'];
export const LAYER_TYPES: readonly LayerType[] = ['text', 'image', 'stripe', 'polkadot', 'checker'];

export interface WatermarkPreset {
  id: string;
  name: string;
  layers: WatermarkLayer[];
}

/** Inclusive ranges of spec 2 §5; the editor's sliders and `normalizeLayer` use them. */
export const RANGES = {
  scale: [0, 1],
  angle: [-1, 1],
  opacity: [0, 1],
  frequency: [1, 30],
  threshold: [0, 1],
  polkadotScale: [1, 10],
  minorDivisions: [0, 16],
  checkerScale: [1, 10],
  radius: [0, 1],
} as const satisfies Record<string, readonly [number, number]>;

const clamp = (v: number, [lo, hi]: readonly [number, number]) => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : lo);

let seq = 0;
const newId = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A new layer with the spec's defaults: scale 0.3, opacity 0.75, bottom-right; stripes 0.5 opacity. */
export function defaultLayer(type: LayerType, id = newId()): WatermarkLayer {
  const common = { id, angle: 0, opacity: 0.75 };
  const align: Align = { x: 'right', y: 'bottom' };
  switch (type) {
    case 'text':
      return { ...common, type, text: '', repeat: false, scale: 0.3, align };
    case 'image':
      return { ...common, type, imageUrl: null, cover: false, repeat: false, scale: 0.3, align };
    case 'stripe':
      return { ...common, opacity: 0.5, type, frequency: 10, threshold: 0.1, color: '#ffffff' };
    case 'polkadot':
      return {
        ...common,
        opacity: 0.5,
        type,
        scale: 3,
        majorRadius: 0.1,
        majorOpacity: 0.75,
        minorDivisions: 4,
        minorRadius: 0.1,
        minorOpacity: 0.5,
        color: '#ffffff',
      };
    case 'checker':
      return { ...common, opacity: 0.5, type, scale: 3, color: '#ffffff' };
  }
}

/** Clamps every number into its range (stored presets may come from older versions or hand edits). */
export function normalizeLayer(l: WatermarkLayer): WatermarkLayer {
  const base = { ...l, angle: clamp(l.angle, RANGES.angle), opacity: clamp(l.opacity, RANGES.opacity) };
  switch (base.type) {
    case 'text':
    case 'image':
      return { ...base, scale: clamp(base.scale, RANGES.scale) };
    case 'stripe':
      return { ...base, frequency: clamp(base.frequency, RANGES.frequency), threshold: clamp(base.threshold, RANGES.threshold) };
    case 'polkadot':
      return {
        ...base,
        scale: clamp(base.scale, RANGES.polkadotScale),
        minorDivisions: Math.round(clamp(base.minorDivisions, RANGES.minorDivisions)),
        majorRadius: clamp(base.majorRadius, RANGES.radius),
        minorRadius: clamp(base.minorRadius, RANGES.radius),
        majorOpacity: clamp(base.majorOpacity, RANGES.opacity),
        minorOpacity: clamp(base.minorOpacity, RANGES.opacity),
      };
    case 'checker':
      return { ...base, scale: clamp(base.scale, RANGES.checkerScale) };
  }
}

export function newPreset(name: string): WatermarkPreset {
  return { id: newId(), name, layers: [] };
}

/** Where a text/image layer's box goes inside the image (pixels, before rotation). */
export function alignedOrigin(
  align: Align,
  imgW: number,
  imgH: number,
  boxW: number,
  boxH: number,
  margin: number,
): { x: number; y: number } {
  const x = align.x === 'left' ? margin : align.x === 'center' ? (imgW - boxW) / 2 : imgW - boxW - margin;
  const y = align.y === 'top' ? margin : align.y === 'center' ? (imgH - boxH) / 2 : imgH - boxH - margin;
  return { x, y };
}

/** Watermarks apply only to still images. */
export function canWatermark(mime: string): boolean {
  return ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/bmp'].includes(mime);
}
