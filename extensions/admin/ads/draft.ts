import { safeHttpUrl } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { adsMessages as m } from './messages';

export type Place = 'square' | 'horizontal' | 'horizontal-big';
export type Priority = 'high' | 'middle' | 'low';

/** What the ad form edits; the dates as a local date-time input's value (no time zone). */
export interface AdDraft {
  url: string;
  imageUrl: string;
  place: Place;
  priority: Priority;
  ratio: number;
  /** Bit n set: shown on weekday n (0 = Sunday); 0: every day. */
  dayOfWeek: number;
  startsAt: string;
  expiresAt: string;
  memo: string;
}

const DAY = 86_400_000;

/** A local date-time input's value for `ms`. */
export function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** A new ad's values: shown from now for a week, everywhere it fits, every day. */
export function newAd(now: number): AdDraft {
  return {
    url: '',
    imageUrl: '',
    place: 'square',
    priority: 'middle',
    ratio: 1,
    dayOfWeek: 0,
    startsAt: localInput(now),
    expiresAt: localInput(now + 7 * DAY),
    memo: '',
  };
}

const places: readonly Place[] = ['square', 'horizontal', 'horizontal-big'];
const priorities: readonly Priority[] = ['high', 'middle', 'low'];

/** The form's values for an existing ad (unknown place or priority: Misskey's defaults). */
export function draftOf(a: entities.Ad): AdDraft {
  return {
    url: a.url,
    imageUrl: a.imageUrl,
    place: places.find((p) => p === a.place) ?? 'square',
    priority: priorities.find((p) => p === a.priority) ?? 'middle',
    ratio: a.ratio,
    dayOfWeek: a.dayOfWeek,
    startsAt: localInput(Date.parse(a.startsAt)),
    expiresAt: localInput(Date.parse(a.expiresAt)),
    memo: a.memo,
  };
}

/** `dayOfWeek` with weekday `day` switched. */
export const toggleDay = (mask: number, day: number): number => mask ^ (1 << day);
/** Whether weekday `day` is ticked in `mask`. */
export const hasDay = (mask: number, day: number): boolean => (mask & (1 << day)) !== 0;

/** Why the draft cannot be saved, or null. */
export function adProblem(d: AdDraft): MessageKey | null {
  if (!safeHttpUrl(d.url.trim()) || !safeHttpUrl(d.imageUrl.trim())) return m.needUrls;
  const from = new Date(d.startsAt).getTime();
  const until = new Date(d.expiresAt).getTime();
  if (!(until > from)) return m.badPeriod;
  return null;
}

/** The parameters Misskey's ad/create and ad/update take (dates as epoch ms). */
export function adParams(d: AdDraft) {
  return {
    url: d.url.trim(),
    imageUrl: d.imageUrl.trim(),
    place: d.place,
    priority: d.priority,
    ratio: d.ratio,
    dayOfWeek: d.dayOfWeek,
    startsAt: new Date(d.startsAt).getTime(),
    expiresAt: new Date(d.expiresAt).getTime(),
    memo: d.memo,
  };
}
