/**
 * Light request validation producing Misskey-shaped INVALID_PARAM errors, and
 * Misskey's id-ordered pagination.
 */
import { invalidParam } from './errors';
import { idFloor } from '../store/ids';

export function required<T>(value: T | undefined | null, param: string): T {
  if (value === undefined || value === null || value === '') throw invalidParam('#/required', `must have required property '${param}'`);
  return value;
}

export function str(value: unknown, param: string): string {
  if (typeof value !== 'string') throw invalidParam(`#/properties/${param}/type`, 'must be string');
  return value;
}

export function optStr(value: unknown, param: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  return str(value, param);
}

export function maxLen(value: string | null | undefined, max: number, param: string): void {
  if (value != null && [...value].length > max)
    throw invalidParam(`#/properties/${param}/maxLength`, `must NOT have more than ${max} characters`);
}

/** A JSON-schema string length range (`minLength`, `maxLength`) as Misskey's validator reports it; null/undefined pass. */
export function lenRange(value: string | null | undefined, min: number, max: number, param: string): void {
  if (value != null && [...value].length < min)
    throw invalidParam(`#/properties/${param}/minLength`, `must NOT have fewer than ${min} characters`);
  maxLen(value, max, param);
}

export interface PageParams {
  limit?: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
  offset?: number;
}

export function limitOf(p: PageParams, def = 10, max = 100): number {
  const l = p.limit ?? def;
  if (typeof l !== 'number' || !Number.isFinite(l) || l < 1 || l > max) {
    throw invalidParam('#/properties/limit/maximum', `must be <= ${max}`);
  }
  return Math.floor(l);
}

/**
 * Paginate items with time-sortable ids the way Misskey's QueryService.makePaginationQuery does:
 * untilId/untilDate → newest first below the bound; sinceId/sinceDate alone → the oldest ones above
 * the bound, oldest first (Misskey orders ASC then); both → the window, newest first.
 */
export function paginate<T>(items: T[], p: PageParams, idOf: (t: T) => string, def = 10, max = 100): T[] {
  const limit = limitOf(p, def, max);
  const since = p.sinceId ?? (p.sinceDate != null ? idFloor(p.sinceDate + 1) : undefined);
  const until = p.untilId ?? (p.untilDate != null ? idFloor(p.untilDate) : undefined);
  const list = items.filter((t) => {
    const id = idOf(t);
    if (since != null && !(id > since)) return false;
    if (until != null && !(id < until)) return false;
    return true;
  });
  if (since != null && until == null) {
    list.sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1));
    return list.slice(0, limit);
  }
  list.sort((a, b) => (idOf(a) < idOf(b) ? 1 : -1));
  const offset = p.offset ?? 0;
  return list.slice(offset, offset + limit);
}

export function paginateById<T extends { id: string }>(items: T[], p: PageParams, def = 10, max = 100): T[] {
  return paginate(items, p, (t) => t.id, def, max);
}

export function byOffset<T>(items: T[], p: { limit?: number; offset?: number }, def = 10, max = 100): T[] {
  const limit = limitOf(p, def, max);
  const offset = p.offset ?? 0;
  return items.slice(offset, offset + limit);
}
