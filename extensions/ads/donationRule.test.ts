import { describe, expect, it } from 'vitest';
import { matchesRoute, readDonationRecord, recordDonationClosed, shouldShowDonation } from './donationRule';
import type { DonationFacts } from './donationRule';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-23T10:00:00Z');
const base: DonationFacts = {
  now,
  accountCreatedAt: new Date(now - 10 * DAY).toISOString(),
  lastShownAt: null,
  never: false,
  pathname: '/',
  minimalShell: false,
};

describe('shouldShowDonation', () => {
  it('shows to an account older than 3 days that never closed it here', () => {
    expect(shouldShowDonation(base)).toBe(true);
  });

  it('needs an account, more than 3 days old', () => {
    expect(shouldShowDonation({ ...base, accountCreatedAt: null })).toBe(false);
    expect(shouldShowDonation({ ...base, accountCreatedAt: new Date(now - 3 * DAY + 1000).toISOString() })).toBe(false);
    expect(shouldShowDonation({ ...base, accountCreatedAt: new Date(now - 3 * DAY - 1000).toISOString() })).toBe(true);
    expect(shouldShowDonation({ ...base, accountCreatedAt: 'not a date' })).toBe(false);
  });

  it('waits 30 days after it was last closed', () => {
    expect(shouldShowDonation({ ...base, lastShownAt: now - 29 * DAY })).toBe(false);
    expect(shouldShowDonation({ ...base, lastShownAt: now - 31 * DAY })).toBe(true);
  });

  it('never after "don\'t show again", on /miauth or in the minimal shell', () => {
    expect(shouldShowDonation({ ...base, never: true })).toBe(false);
    expect(shouldShowDonation({ ...base, pathname: '/miauth/abc' })).toBe(false);
    expect(shouldShowDonation({ ...base, pathname: '/share', minimalShell: true })).toBe(false);
  });
});

describe('the device record', () => {
  it('is read back as written; closing records the time, "never" the flag', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(readDonationRecord(storage)).toEqual({ lastShownAt: null, never: false });
    recordDonationClosed(storage, now);
    expect(readDonationRecord(storage)).toEqual({ lastShownAt: now, never: false });
    recordDonationClosed(storage, now + 1, true);
    expect(readDonationRecord(storage)).toEqual({ lastShownAt: now + 1, never: true });
    data.set('kite:donationShownAt', 'garbage');
    expect(readDonationRecord(storage).lastShownAt).toBeNull();
  });
});

describe('matchesRoute', () => {
  it('matches params, optional params and rest-of-path params', () => {
    expect(matchesRoute('/share', ['/share'])).toBe(true);
    expect(matchesRoute('/share/', ['/share'])).toBe(true);
    expect(matchesRoute('/shared', ['/share'])).toBe(false);
    expect(matchesRoute('/miauth/abc', ['/miauth/:session'])).toBe(true);
    expect(matchesRoute('/miauth', ['/miauth/:session'])).toBe(false);
    expect(matchesRoute('/auth', ['/auth/:token?'])).toBe(true);
    expect(matchesRoute('/auth/x', ['/auth/:token?'])).toBe(true);
    expect(matchesRoute('/registry/keys/@/a/b', ['/registry/keys/:domain/:path(*)?'])).toBe(true);
    expect(matchesRoute('/', ['/share', '/install-extensions'])).toBe(false);
  });
});
