/**
 * What Misskey keeps for the account pages a mail or an app links to: the mails it sent
 * (the devserver's outbox, read by tests at GET /__dev/mails), password-reset requests,
 * sign-ups waiting for their e-mail link, e-mail verification codes, legacy apps and their
 * auth sessions. Kept beside the state (not in the persisted db): it lives as long as the process.
 */
import { randomBytes } from 'node:crypto';
import type { State } from './state';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries. */
  link: string;
  sentAt: number;
}

export interface AppRec {
  id: string;
  name: string;
  description: string;
  callbackUrl: string | null;
  permission: string[];
  secret: string;
}

export interface AccountMailStore {
  mails: Mail[];
  resets: { token: string; userId: string; createdAt: number }[];
  pendings: { code: string; username: string; password: string; email: string; createdAt: number }[];
  /** E-mail verification code → user id. */
  verifyCodes: Map<string, string>;
  apps: AppRec[];
  sessions: { id: string; token: string; appId: string; userId: string | null }[];
  /** `appId:userId` → the access token auth/accept made. */
  appTokens: Map<string, string>;
}

const stores = new WeakMap<State, AccountMailStore>();

export function accountMail(state: State): AccountMailStore {
  let s = stores.get(state);
  if (!s)
    stores.set(state, (s = { mails: [], resets: [], pendings: [], verifyCodes: new Map(), apps: [], sessions: [], appTokens: new Map() }));
  return s;
}

/** Forgets everything (POST /__dev/reset). */
export function clearAccountMail(state: State): void {
  stores.delete(state);
}

/** Misskey's codes in these links are lowercase letters and digits. */
export function mailCode(length: number): string {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (b) => chars[b % chars.length]).join('');
}

/** "Sends" a mail: it lands in the outbox, newest last. */
export function sendMail(state: State, to: string, subject: string, intro: string, link: string): void {
  accountMail(state).mails.push({ to, subject, text: `${intro} ${link}`, link, sentAt: Date.now() });
}

/** Misskey's limit for reset and sign-up links: 30 minutes. */
export const LINK_LIFETIME_MS = 30 * 60 * 1000;
