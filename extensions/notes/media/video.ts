/** Spec 2 §9 player constants (apart from the player, which loads with the first video). */
export const VIDEO = {
  hideAfterMs: 3000,
  seekStep: 5,
  volumeStep: 0.1,
  defaultVolume: 0.25,
  rates: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2],
} as const;
