import type { entities } from 'misskey-js';
import type { AccountSummary } from '@kite/sdk';

/** What the kernel stores per account; the token never leaves the kernel. */
export interface StoredAccount extends AccountSummary {
  token: string;
}

export const ACCOUNTS_KEY = 'accounts';
export const CURRENT_KEY = 'current';
export const SIGNOUT_CLEANUP_MS = 5000;

export function summary(a: StoredAccount): AccountSummary {
  return Object.freeze({ id: a.id, origin: a.origin, host: a.host, username: a.username, user: a.user, addedAt: a.addedAt });
}

/** `https://Example.com/` → `https://example.com`; a bare host gets https. */
export function normalizeOrigin(input: string): string {
  const trimmed = input.trim();
  const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('invalid url');
  return url.origin;
}

export type Me = entities.MeDetailed;
