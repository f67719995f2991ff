import { describe, expect, it } from 'vitest';
import type { PreferencesService } from '../services';
import { adsHidden, chooseAd } from './ads';
import type { Ad } from './ads';
import { dismissTip, hideAllTips, isTipDismissed, registerTips } from './tips';
import { isVerticalSwipe, swipeOffset, swipeStep } from './swipe';

/** A preferences store with just `define` (what the tips use). */
function fakePrefs(): PreferencesService {
  const state: Record<string, unknown> = {};
  return {
    state,
    get: () => {
      throw new Error('unused');
    },
    set: () => {
      throw new Error('unused');
    },
    define: (ns, defaults) => {
      for (const [k, v] of Object.entries(defaults)) if (!(`${ns}.${k}` in state)) state[`${ns}.${k}`] = v;
      return {
        namespace: ns,
        defaults,
        get: (k) => state[`${ns}.${k}`] as never,
        set: (k, v) => {
          state[`${ns}.${k}`] = v;
        },
      };
    },
  };
}

const ad = (id: string, place: string, ratio: number): Ad => ({
  id,
  place,
  ratio,
  url: `https://ads.example/${id}`,
  imageUrl: `https://ads.example/${id}.png`,
  dayOfWeek: 0,
});

describe('tips', () => {
  it('are dismissed per key; hide all dismisses every known tip', () => {
    const prefs = fakePrefs();
    registerTips(['a', 'b', 'c']);
    dismissTip(prefs, 'a');
    expect([isTipDismissed(prefs, 'a'), isTipDismissed(prefs, 'b')]).toEqual([true, false]);
    hideAllTips(prefs);
    expect(['a', 'b', 'c'].every((k) => isTipDismissed(prefs, k))).toBe(true);
    expect(isTipDismissed(prefs, 'never-registered')).toBe(false);
  });
});

describe('chooseAd', () => {
  const ads = [ad('h1', 'horizontal', 1), ad('h2', 'horizontal', 3), ad('s1', 'square', 1)];
  it('draws by ratio among the preferred places', () => {
    expect(chooseAd(ads, { places: ['horizontal'], muted: [], random: () => 0 })?.id).toBe('h1');
    expect(chooseAd(ads, { places: ['horizontal'], muted: [], random: () => 0.3 })?.id).toBe('h2');
    expect(chooseAd(ads, { places: ['horizontal'], muted: [], random: () => 0.99 })?.id).toBe('h2');
  });
  it('falls back to square ads when none of the places exist', () => {
    expect(chooseAd(ads, { places: ['vertical'], muted: [], random: () => 0 })?.id).toBe('s1');
  });
  it('a muted ad gets ratio 0: another is picked, and it is used only when nothing else is left', () => {
    expect(chooseAd(ads, { places: ['horizontal'], muted: ['h1'], random: () => 0 })?.id).toBe('h2');
    expect(chooseAd(ads, { places: ['square'], muted: ['s1'], random: () => 0 })?.id).toBe('s1');
    expect(chooseAd([], { places: ['square'], muted: [] })).toBeNull();
  });
  it('canHideAds hides ads unless forced', () => {
    expect(adsHidden({ policies: { canHideAds: true } }, false)).toBe(true);
    expect(adsHidden({ policies: { canHideAds: true } }, true)).toBe(false);
    expect(adsHidden({ policies: { canHideAds: false } }, false)).toBe(false);
    expect(adsHidden(null, false)).toBe(false);
  });
});

describe('swipe', () => {
  it('follows from 20 px, at most 120 px', () => {
    expect(swipeOffset(19)).toBe(0);
    expect(swipeOffset(20)).toBe(20);
    expect(swipeOffset(-300)).toBe(-120);
  });
  it('commits at 70 px: right goes to the previous tab, left to the next', () => {
    expect(swipeStep(69)).toBe(0);
    expect(swipeStep(70)).toBe(-1);
    expect(swipeStep(-80)).toBe(1);
  });
  it('a movement within 50° of the vertical cancels', () => {
    expect(isVerticalSwipe(10, 100)).toBe(true);
    expect(isVerticalSwipe(-10, -100)).toBe(true);
    expect(isVerticalSwipe(100, 50)).toBe(false);
    expect(isVerticalSwipe(-100, 80)).toBe(false);
  });
});
