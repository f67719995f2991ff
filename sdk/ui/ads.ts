import type { entities } from 'misskey-js';

/** An ad of the server's meta (`meta.ads`). */
export type Ad = entities.MetaDetailed['ads'][number];
/** Where an ad fits, by its shape. */
export type AdPlace = 'square' | 'horizontal' | 'horizontal-big' | 'vertical';

/**
 * Picks the ad to show (spec 1 §4): ads of the preferred places (square when none fits),
 * muted ones get ratio 0 and are used only when nothing else is left; the rest are drawn
 * weighted by their ratio. `random` returns [0, 1).
 */
export function chooseAd(
  ads: readonly Ad[],
  opts: { places: readonly AdPlace[]; muted: readonly string[]; random?: () => number },
): Ad | null {
  const all = ads.map((ad) => (opts.muted.includes(ad.id) ? { ...ad, ratio: 0 } : ad));
  let pool = all.filter((ad) => opts.places.includes(ad.place as AdPlace));
  if (pool.length === 0) pool = all.filter((ad) => ad.place === 'square');
  const live = pool.filter((ad) => ad.ratio > 0);
  if (live.length === 0) return pool[0] ?? null;
  const total = live.reduce((sum, ad) => sum + ad.ratio, 0);
  let r = (opts.random ?? Math.random)() * total;
  for (const ad of live) {
    r -= ad.ratio;
    if (r < 0) return ad;
  }
  return live[live.length - 1] ?? null;
}

/** Spec 1 §4: a user whose policy canHideAds is true sees no ads unless the ad box is forced. */
export function adsHidden(me: { policies?: { canHideAds?: boolean } } | null, force: boolean): boolean {
  return !force && me?.policies?.canHideAds === true;
}
