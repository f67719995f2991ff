import type { entities } from 'misskey-js';
import type { ApiService } from '@kite/sdk';
import { ACHIEVEMENTS, FOLLOWER_COUNTS, LOGIN_DAYS, NOTE_COUNTS, type AchievementName } from './catalogue';

/** Misskey spaces claims 500 ms apart, so the server's notifications arrive one by one. */
export const CLAIM_STAGGER_MS = 500;

/**
 * Claims achievements through `i/claim-achievement`: each name once per page life (and
 * never one the account already has), queued 500 ms apart. Moved accounts claim nothing.
 */
export class Claimer {
  private readonly claimed: Set<string>;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly api: Pick<ApiService, 'request'>,
    me: Pick<entities.MeDetailed, 'achievements' | 'movedTo'>,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.claimed = new Set(me.achievements.map((a) => a.name));
    this.moved = me.movedTo != null;
  }

  private readonly moved: boolean;

  has(name: AchievementName): boolean {
    return this.claimed.has(name);
  }

  claim(name: AchievementName): Promise<void> {
    if (this.moved || this.claimed.has(name)) return Promise.resolve();
    this.claimed.add(name);
    const first = this.pending === 0;
    this.pending++;
    this.queue = this.queue
      .then(() => (first ? undefined : this.wait(CLAIM_STAGGER_MS)))
      .then(() => this.api.request('i/claim-achievement', { name }))
      .then(
        () => undefined,
        () => {
          this.claimed.delete(name);
        },
      )
      .finally(() => {
        this.pending--;
      });
    return this.queue;
  }
}

/** The count-based achievements a count has reached (e.g. 12 notes → notes1, notes10). */
export function reached(prefix: 'notes' | 'login' | 'followers', count: number): AchievementName[] {
  const steps = prefix === 'notes' ? NOTE_COUNTS : prefix === 'login' ? LOGIN_DAYS : FOLLOWER_COUNTS;
  return steps
    .filter((n) => count >= n)
    .map((n) => `${prefix}${n}`)
    .filter((x): x is AchievementName => (ACHIEVEMENTS as readonly string[]).includes(x));
}

/** What the account's `i` already deserves at start-up (spec 2 §3 shell triggers). */
export function startupAchievements(
  me: Pick<entities.MeDetailed, 'notesCount' | 'loggedInDays' | 'followersCount' | 'createdAt' | 'birthday'>,
  now: Date,
): AchievementName[] {
  const out: AchievementName[] = [
    ...reached('notes', me.notesCount),
    ...reached('login', me.loggedInDays),
    ...reached('followers', me.followersCount),
  ];
  const created = new Date(me.createdAt);
  for (const years of [1, 2, 3] as const) {
    const later = new Date(created);
    later.setFullYear(later.getFullYear() + years);
    if (now >= later) out.push(`passedSinceAccountCreated${years}`);
  }
  if (me.birthday) {
    const [, m, d] = me.birthday.split('-').map(Number);
    if (m === now.getMonth() + 1 && d === now.getDate()) out.push('loggedInOnBirthday');
  }
  if (now.getMonth() === 0 && now.getDate() === 1) out.push('loggedInOnNewYearsDay');
  return out;
}

/** Achievements a note just posted earns (its time of day; the first note). */
export function postedAchievements(notesCountBefore: number, at: Date): AchievementName[] {
  const out: AchievementName[] = reached('notes', notesCountBefore + 1);
  const h = at.getHours();
  if (h >= 0 && h <= 3) out.push('postedAtLateNight');
  if (at.getMinutes() === 0 && at.getSeconds() === 0) out.push('postedAt0min0sec');
  return out;
}
