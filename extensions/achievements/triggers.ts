import type { AccountsService, AchievementEventsService, ApiService } from '@kite/sdk';
import { Claimer, postedAchievements, startupAchievements } from './claim';
import { isAchievementName } from './catalogue';

const MINUTE = 60_000;
/** Spec 2 §3: a 1-in-20000 chance every 10 s while the page is visible. */
const LUCKY_EVERY_MS = 10_000;
const LUCKY_ODDS = 20_000;

export interface TriggerDeps {
  api: ApiService;
  accounts: AccountsService;
  events: AchievementEventsService | null;
  random?: () => number;
  visible?: () => boolean;
}

/**
 * The shell's achievement triggers (spec 2 §3): what `i` already deserves (note, login and
 * follower counts, account age, birthday, New Year's Day), the client open 30 / 60 minutes,
 * the lucky draw while visible, a posted note, and the names other features fire through
 * `AchievementEvents` (three windows, a note deleted within a minute, the tutorial…).
 */
export function startTriggers(d: TriggerDeps): () => void {
  const me = d.accounts.me;
  if (!me) return () => {};
  const claimer = new Claimer(d.api, me);
  const random = d.random ?? Math.random;
  const visible = d.visible ?? (() => document.visibilityState === 'visible');
  for (const name of startupAchievements(me, new Date())) void claimer.claim(name);
  let posted = 0;
  const timers = [
    setTimeout(() => void claimer.claim('client30min'), 30 * MINUTE),
    setTimeout(() => void claimer.claim('client60min'), 60 * MINUTE),
  ];
  const lucky = setInterval(() => {
    if (visible() && Math.floor(random() * LUCKY_ODDS) === 0) void claimer.claim('justPlainLucky');
  }, LUCKY_EVERY_MS);
  const off = d.events?.on((name) => {
    if (name === 'notePosted') {
      for (const a of postedAchievements((d.accounts.me?.notesCount ?? me.notesCount) + posted, new Date())) void claimer.claim(a);
      posted++;
    } else if (isAchievementName(name)) {
      void claimer.claim(name);
    }
  });
  return () => {
    for (const t of timers) clearTimeout(t);
    clearInterval(lucky);
    off?.();
  };
}
