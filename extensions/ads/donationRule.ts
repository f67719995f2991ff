/**
 * When the donation notice shows (spec 1 §9): to a signed-in account older than 3 days whose
 * notice was not dismissed on this device in the last 30 days, never after "don't show
 * again", never on /miauth or another page that starts the minimal shell. As in Misskey, the
 * record is kept per device (local storage) and written when the notice is closed.
 */
export const DONATION_MIN_ACCOUNT_AGE_MS = 3 * 24 * 60 * 60 * 1000;
export const DONATION_INTERVAL_MS = 30 * 24 * 60 * 60 * 1000;

export interface DonationFacts {
  now: number;
  /** The account's `createdAt`; null for a visitor. */
  accountCreatedAt: string | null;
  /** When the notice was last closed on this device (ms), or null. */
  lastShownAt: number | null;
  /** "Don't show again" was chosen on this device. */
  never: boolean;
  /** The page the app started at. */
  pathname: string;
  /** The app started in the minimal shell (share, auth, install pages). */
  minimalShell: boolean;
}

export function shouldShowDonation(f: DonationFacts): boolean {
  if (f.accountCreatedAt === null || f.never || f.minimalShell || f.pathname.startsWith('/miauth')) return false;
  const created = Date.parse(f.accountCreatedAt);
  if (!Number.isFinite(created) || created >= f.now - DONATION_MIN_ACCOUNT_AGE_MS) return false;
  return f.lastShownAt === null || f.lastShownAt < f.now - DONATION_INTERVAL_MS;
}

/** Device keys (local storage): when the notice was last closed, and "don't show again". */
export const SHOWN_AT_KEY = 'kite:donationShownAt';
export const NEVER_KEY = 'kite:donationNever';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readDonationRecord(storage: StorageLike): { lastShownAt: number | null; never: boolean } {
  const raw = storage.getItem(SHOWN_AT_KEY);
  const at = raw === null ? NaN : Number(raw);
  return { lastShownAt: Number.isFinite(at) ? at : null, never: storage.getItem(NEVER_KEY) === 'true' };
}

/** Closing the notice (any way) records the time; "don't show again" also sets the flag. */
export function recordDonationClosed(storage: StorageLike, now: number, never = false): void {
  storage.setItem(SHOWN_AT_KEY, String(now));
  if (never) storage.setItem(NEVER_KEY, 'true');
}

/**
 * Whether `pathname` is served by one of `patterns` (route paths: `:param` is one segment,
 * `:param?` an optional one, `:param(*)?` / `:param(*)` the rest of the path).
 */
export function matchesRoute(pathname: string, patterns: readonly string[]): boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return patterns.some((p) => {
    const body = p
      .split('/')
      .filter(Boolean)
      .map((seg) => {
        if (!seg.startsWith(':')) return `/${escape(seg)}`;
        const inner = seg.includes('(*)') ? '.*' : '[^/]+';
        return seg.endsWith('?') ? `(?:/${inner})?` : `/${inner}`;
      })
      .join('');
    return new RegExp(`^${body}/?$`).test(pathname);
  });
}
