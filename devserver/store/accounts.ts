/**
 * Accounts and tokens: creating users, native session tokens, MiAuth tokens.
 */
import { createHash } from 'node:crypto';
import type { State } from './state';
import type { TokenRec, UserRec } from './types';
import { genId } from './ids';

let tokenCounter = 0;

/** A 16-char token. Deterministic when a seed is given (demo data), random otherwise. */
export function makeToken(seed?: string): string {
  const src = seed ?? `${Date.now()}-${Math.random()}-${tokenCounter++}`;
  return createHash('sha256').update(src).digest('base64url').replace(/[-_]/g, 'x').slice(0, 16);
}

export function newUser(partial: Partial<UserRec> & { username: string; createdAt: number }): UserRec {
  return {
    id: genId(partial.createdAt),
    host: null,
    name: null,
    password: null,
    totp: null,
    description: null,
    location: null,
    birthday: null,
    lang: null,
    fields: [],
    isAdmin: false,
    isModerator: false,
    isBot: false,
    isCat: false,
    isLocked: false,
    isSilenced: false,
    isSuspended: false,
    isExplorable: true,
    hideOnlineStatus: false,
    publicReactions: true,
    autoAcceptFollowed: true,
    followingVisibility: 'public',
    followersVisibility: 'public',
    chatScope: 'mutual',
    avatarFileId: null,
    bannerFileId: null,
    avatarSeed: partial.username,
    pinnedNoteIds: [],
    followedMessage: null,
    mutedWords: [],
    hardMutedWords: [],
    mutedInstances: [],
    settings: {},
    achievements: [],
    loggedInDays: 1,
    lastActiveAt: partial.createdAt,
    movedTo: null,
    uri: null,
    url: null,
    ...partial,
  };
}

/** The user's native (web session) token, created on first use. */
export function nativeToken(state: State, user: UserRec, seed?: string): TokenRec {
  const existing = state.db.tokens.find((t) => t.userId === user.id && t.permission == null);
  if (existing) return existing;
  const t: TokenRec = {
    id: genId(),
    token: makeToken(seed),
    userId: user.id,
    permission: null,
    name: null,
    iconUrl: null,
    createdAt: Date.now(),
    lastUsedAt: null,
  };
  state.addToken(t);
  return t;
}

export function appToken(
  state: State,
  user: UserRec,
  opts: { name: string | null; iconUrl: string | null; permission: string[] },
): TokenRec {
  const t: TokenRec = {
    id: genId(),
    token: makeToken(),
    userId: user.id,
    permission: opts.permission,
    name: opts.name,
    iconUrl: opts.iconUrl,
    createdAt: Date.now(),
    // Misskey sets it when the token is made (checked against a real server).
    lastUsedAt: Date.now(),
  };
  state.addToken(t);
  return t;
}

export function checkPassword(user: UserRec, password: string | undefined): boolean {
  return user.password != null && password === user.password;
}
