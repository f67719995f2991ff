import type { MessageKey, PreferenceGroup } from '@kite/sdk';
import { tutorialDialogMessages as m } from './dialogMessages';
import type { TutorialPrefs } from './prefs';

export { tutorialPrefDefaults } from './prefs';
export type { TutorialPrefs } from './prefs';

/** One page of the walkthrough. */
export interface TutorialStep {
  id: string;
  title: MessageKey;
  text: MessageKey;
}

export const tutorialSteps: readonly TutorialStep[] = [
  { id: 'timelines', title: m.timelinesTitle, text: m.timelinesText },
  { id: 'read', title: m.readTitle, text: m.readText },
  { id: 'react', title: m.reactTitle, text: m.reactText },
  { id: 'post', title: m.postTitle, text: m.postText },
  { id: 'drive', title: m.driveTitle, text: m.driveText },
  { id: 'settings', title: m.settingsTitle, text: m.settingsText },
];

/** A step index kept inside 0 … count - 1 (anything unreadable counts as the first step). */
export function clampStep(step: unknown, count: number): number {
  if (typeof step !== 'number' || !Number.isFinite(step) || count < 1) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), count - 1);
}

/**
 * The walkthrough's progress, kept in preferences: opening resumes at the saved step,
 * every move saves, Finish marks it done and starts the next opening from the beginning.
 */
export class TutorialProgress {
  constructor(
    private readonly prefs: PreferenceGroup<TutorialPrefs>,
    readonly count: number = tutorialSteps.length,
  ) {}

  /** Where an opening starts. */
  resume(): number {
    return clampStep(this.prefs.get('step'), this.count);
  }

  get done(): boolean {
    return this.prefs.get('done') === true;
  }

  isLast(step: number): boolean {
    return step >= this.count - 1;
  }

  /** Moves by `delta` within bounds, saves and returns the new step. */
  move(from: number, delta: number): number {
    const to = clampStep(from + delta, this.count);
    this.prefs.set('step', to);
    return to;
  }

  finish(): void {
    this.prefs.set('step', 0);
    this.prefs.set('done', true);
  }
}
