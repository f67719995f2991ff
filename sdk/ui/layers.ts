/** Layering bases of spec 1 §9: every overlay (kernel or extension) takes the next z-index above its base. */
export const layerBases = { veryLow: 500000, low: 1000000, middle: 2000000, high: 3000000 } as const;
/** A layer of overlays (spec 1 §9), lowest first: `veryLow`, `low`, `middle`, `high`. */
export type Layer = keyof typeof layerBases;

const counters: Record<Layer, number> = { veryLow: 0, low: 0, middle: 0, high: 0 };

/** The next z-index of a layer, so a later overlay stacks above an earlier one of the same layer. */
export function claimZIndex(layer: Layer): number {
  counters[layer] += 1;
  return layerBases[layer] + counters[layer];
}

/** Modal backdrop blur in px (spec 1 §9), applied when useBlurEffectForModal is on. */
export const MODAL_BLUR_PX = 4;

/** The highest z-index handed out so far in a layer (to bring a window to the front only when needed). */
export function topZIndex(layer: Layer): number {
  return layerBases[layer] + counters[layer];
}
