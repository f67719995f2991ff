import { describe, expect, it } from 'vitest';
import type { PreferenceGroup } from '@kite/sdk';
import { TutorialProgress, clampStep, tutorialPrefDefaults, tutorialSteps } from './steps';
import type { TutorialPrefs } from './steps';

/** A preference group backed by a plain object, like the store's namespaced keys. */
function group(initial: Partial<TutorialPrefs> = {}): PreferenceGroup<TutorialPrefs> & { data: TutorialPrefs } {
  const data = { ...tutorialPrefDefaults, ...initial };
  return {
    namespace: 'tutorial',
    defaults: tutorialPrefDefaults,
    data,
    get: (k) => data[k],
    set: (k, v) => {
      data[k] = v;
    },
  };
}

describe('tutorial steps', () => {
  it('has six steps, each with its own title and text', () => {
    expect(tutorialSteps).toHaveLength(6);
    expect(new Set(tutorialSteps.map((s) => s.title.id)).size).toBe(6);
    expect(new Set(tutorialSteps.map((s) => s.text.en)).size).toBe(6);
  });

  it('clamps unreadable or out-of-range steps', () => {
    expect(clampStep(3, 6)).toBe(3);
    expect(clampStep(-2, 6)).toBe(0);
    expect(clampStep(9, 6)).toBe(5);
    expect(clampStep(2.7, 6)).toBe(2);
    expect(clampStep('4', 6)).toBe(0);
    expect(clampStep(Number.NaN, 6)).toBe(0);
  });
});

describe('TutorialProgress', () => {
  it('starts a first opening at step 0', () => {
    expect(new TutorialProgress(group()).resume()).toBe(0);
  });

  it('saves every move, so a new opening resumes there', () => {
    const prefs = group();
    const p = new TutorialProgress(prefs);
    let step = p.resume();
    step = p.move(step, 1);
    step = p.move(step, 1);
    step = p.move(step, -1);
    expect(step).toBe(1);
    expect(prefs.data.step).toBe(1);
    expect(new TutorialProgress(prefs).resume()).toBe(1);
  });

  it('stays within the first and last step', () => {
    const prefs = group();
    const p = new TutorialProgress(prefs);
    expect(p.move(0, -1)).toBe(0);
    expect(p.move(5, 1)).toBe(5);
    expect(p.isLast(5)).toBe(true);
    expect(p.isLast(4)).toBe(false);
    // A saved step beyond the list (e.g. from a longer tutorial) resumes at the last one.
    expect(new TutorialProgress(group({ step: 40 })).resume()).toBe(5);
  });

  it('finish marks it done and the next opening starts over', () => {
    const prefs = group({ step: 5 });
    const p = new TutorialProgress(prefs);
    expect(p.done).toBe(false);
    p.finish();
    expect(prefs.data).toEqual({ step: 0, done: true });
    expect(p.done).toBe(true);
    expect(new TutorialProgress(prefs).resume()).toBe(0);
  });
});
