/**
 * Seeded accounts have been around for a while: they already hold the achievements their
 * note, login and follower counts and account age earned (and posting late at night), as a
 * real account would after its first sessions. Otherwise every fresh devserver would see
 * the client claim a burst of them — each with a notification — at the first sign-in.
 */
import type { State } from '../store/state';
import type { UserRec } from '../store/types';

const NOTES = [1, 10, 100, 500, 1000, 5000, 10000];
const LOGINS = [3, 7, 15, 30, 60, 100, 200, 300, 400, 500];
const FOLLOWERS = [1, 10, 50, 100, 300, 500, 1000];
const DAY = 86_400_000;

export function seedEarnedAchievements(state: State, user: UserRec, now: number): void {
  const notes = state.db.notes.filter((n) => n.userId === user.id).length;
  const followers = state.db.follows.filter((f) => f.followeeId === user.id).length;
  const names = [
    ...NOTES.filter((x) => notes >= x).map((x) => `notes${x}`),
    ...LOGINS.filter((x) => user.loggedInDays >= x).map((x) => `login${x}`),
    ...FOLLOWERS.filter((x) => followers >= x).map((x) => `followers${x}`),
    ...[1, 2, 3].filter((y) => now - user.createdAt >= y * 365 * DAY).map((y) => `passedSinceAccountCreated${y}`),
    ...(notes > 0 ? ['postedAtLateNight'] : []),
  ];
  const d = new Date(now);
  if (user.birthday && user.birthday.slice(5) === `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`)
    names.push('loggedInOnBirthday');
  if (d.getMonth() === 0 && d.getDate() === 1) names.push('loggedInOnNewYearsDay');
  for (const name of names) {
    if (!user.achievements.some((a) => a.name === name)) user.achievements.push({ name, unlockedAt: now - 30 * DAY });
  }
}
