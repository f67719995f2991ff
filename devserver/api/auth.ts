/**
 * Signing in and tokens: signin-flow, signup, MiAuth, token revocation.
 */
import type { Endpoints, entities } from 'misskey-js';
import type { State } from '../store/state';
import type { TokenRec, UserRec } from '../store/types';
import { ep, rawEp } from '../http/endpoint';
import { ApiError, RawReply, fastifyError } from '../http/errors';
import { appToken, checkPassword, nativeToken, newUser } from '../store/accounts';
import { packMe } from '../store/pack-user';
import { notify } from '../store/notify';
import { genId } from '../store/ids';
import { CAPTCHA_FIELD, DEV_CAPTCHA_PASS } from '../store/server-settings';
import { initiateAuthentication, verifyAuthentication } from './webauthn';
import { checkSecondFactor, twoFactorEnabled } from '../store/second-factor';
import { startPendingSignup } from './accountPages';

/**
 * Signin errors: Misskey answers these with `{ error: { id } }` only (SigninApiService), the
 * rate limit with a full error object and 429.
 */
const SIGNIN = {
  noSuchUser: { status: 404, id: '6cc579cc-885d-43d8-95c2-b8c7fc963280' },
  suspended: { status: 403, id: 'e03a5f46-d309-4865-9b69-56282d94e1eb' },
  wrongPassword: { status: 403, id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c' },
  wrongTotp: { status: 403, id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f' },
  passkeyFailed: { status: 403, id: '93b86c4b-72f9-40eb-9815-798928603d1e' },
  unknownPasskey: { status: 403, id: '36b96a7d-b547-412d-aeed-2d611cdc8cdc' },
} as const;

function signinError(which: keyof typeof SIGNIN): RawReply {
  const e = SIGNIN[which];
  return new RawReply(e.status, { error: { id: e.id } });
}

const TOO_MANY_SIGNINS = {
  error: {
    message: 'Too many failed attempts to sign in. Try again later.',
    code: 'TOO_MANY_AUTHENTICATION_FAILURES',
    id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
  },
};

/** Misskey's captcha check: a missing or wrong response is a Fastify 400 naming the CaptchaError. */
function checkCaptcha(state: State, params: Record<string, unknown>): void {
  const kind = state.settings.captcha;
  if (!kind) return;
  const response = params[CAPTCHA_FIELD[kind]];
  if (response == null || response === '') throw fastifyError(400, `CaptchaError: ${kind}-failed: no response provided`);
  if (response !== DEV_CAPTCHA_PASS[kind]) throw fastifyError(400, `CaptchaError: ${kind}-failed`);
}

export function signIn(state: State, user: UserRec): { id: string; i: string } {
  const t = nativeToken(state, user);
  user.lastActiveAt = Date.now();
  notify(state, { notifieeId: user.id, type: 'login' });
  state.events.emit('main', user.id, 'signin', {
    id: genId(),
    createdAt: new Date().toISOString(),
    ip: '127.0.0.1',
    headers: {},
    success: true,
  });
  return { id: user.id, i: t.token };
}

export function authenticateForm(state: State, username: string, password: string): UserRec | null {
  const user = state.userByName(username.replace(/^@/, ''));
  if (!user || user.host != null || !checkPassword(user, password) || user.isSuspended) return null;
  return user;
}

export const authEndpoints = [
  ep('signin-flow', {}, ({ state, params }) => {
    // Misskey counts every call (10 an hour per IP); the devserver only when a test sets a limit.
    const st = state.settings;
    if (st.signinLimit != null && ++st.signinAttempts > st.signinLimit) throw new RawReply(429, TOO_MANY_SIGNINS);
    const username = params.username;
    if (typeof username !== 'string') throw new RawReply(400);
    const user = state.userByName(username.replace(/^@/, ''));
    if (!user || user.host != null) throw signinError('noSuchUser');
    if (user.isSuspended) throw signinError('suspended');
    const twoFactor = twoFactorEnabled(user);
    if (params.password == null) return { finished: false, next: twoFactor ? 'password' : 'captcha' } as const;
    const same = checkPassword(user, params.password);
    if (!twoFactor) {
      checkCaptcha(state, params);
      if (!same) throw signinError('wrongPassword');
      return { finished: true as const, ...signIn(state, user) };
    }
    if (!same) throw signinError('wrongPassword');
    if (params.token) {
      if (!checkSecondFactor(user, params.token)) throw signinError('wrongTotp');
      return { finished: true as const, ...signIn(state, user) };
    }
    if (params.credential) {
      const verdict = verifyAuthentication(state, user, params.credential);
      if (verdict === 'unknown') throw signinError('unknownPasskey');
      if (verdict !== 'ok') throw signinError('passkeyFailed');
      return { finished: true as const, ...signIn(state, user) };
    }
    if (user.securityKeys?.length) return { finished: false, next: 'passkey', authRequest: initiateAuthentication(state, user) } as const;
    return { finished: false, next: 'totp' } as const;
  }),

  // misskey-js types the answer as always an account; with email confirmation Misskey answers 204.
  rawEp<Endpoints['signup']['req'], Endpoints['signup']['res'] | undefined>('signup', {}, ({ state, params }) => {
    const st = state.settings;
    checkCaptcha(state, params);
    // Misskey validates username and password in SignupService and reports them as Fastify errors.
    if (typeof params.username !== 'string' || !/^\w{1,20}$/.test(params.username)) throw fastifyError(400, 'Error: INVALID_USERNAME');
    if (typeof params.password !== 'string' || params.password.length < 1) throw fastifyError(400, 'Error: INVALID_PASSWORD');
    // A missing email, a missing or used invitation code: a bare 400, no body.
    if (st.emailRequiredForSignup && (typeof params.emailAddress !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(params.emailAddress)))
      throw new RawReply(400);
    let code: string | null = null;
    if (st.disableRegistration) {
      code = typeof params.invitationCode === 'string' ? params.invitationCode : null;
      if (code == null || !st.invitationCodes.includes(code)) throw new RawReply(400);
    }
    if (state.userByName(params.username))
      throw fastifyError(400, st.emailRequiredForSignup ? 'DUPLICATED_USERNAME' : 'Error: DUPLICATED_USERNAME');
    if (code != null) st.invitationCodes = st.invitationCodes.filter((c) => c !== code);
    // With email confirmation the account only exists once the mailed link is followed: 204.
    if (st.emailRequiredForSignup) {
      startPendingSignup(state, params.username, params.password, String(params.emailAddress));
      return undefined;
    }
    const user = newUser({ username: params.username, createdAt: Date.now(), password: params.password });
    state.addUser(user);
    const t = nativeToken(state, user);
    return { ...packMe(state, user), token: t.token };
  }),

  ep('username/available', {}, ({ state, params }) => ({ available: !state.userByName(params.username) })),

  ep('miauth/gen-token', { requireCredential: true, secure: true }, ({ state, params, me }) => {
    const t = appToken(state, me, { name: params.name ?? null, iconUrl: params.iconUrl ?? null, permission: params.permission });
    if (params.session) {
      const s = state.db.miauth.find((x) => x.session === params.session);
      if (s) {
        s.userId = me.id;
        s.token = t.token;
      } else
        state.db.miauth.push({
          session: params.session,
          name: params.name ?? null,
          iconUrl: params.iconUrl ?? null,
          callback: null,
          permission: params.permission,
          userId: me.id,
          token: t.token,
          createdAt: Date.now(),
        });
    }
    notify(state, { notifieeId: me.id, type: 'createToken' });
    return { token: t.token };
  }),

  rawEp<{ session?: string }, { ok: false } | { ok: true; token: string; user: entities.MeDetailed }>(
    'miauth/check',
    {},
    ({ state, params }) => {
      const s = state.db.miauth.find((x) => x.session === params.session);
      if (!s || !s.token || !s.userId) return { ok: false };
      const user = state.user(s.userId);
      if (!user) return { ok: false };
      const token = s.token;
      state.db.miauth = state.db.miauth.filter((x) => x !== s);
      return { ok: true, token, user: packMe(state, user) };
    },
  ),

  ep('i/revoke-token', { requireCredential: true, secure: true }, ({ state, params, me }) => {
    const key = 'tokenId' in params ? params.tokenId : params.token;
    const t = state.db.tokens.find((x) => x.userId === me.id && (x.id === key || x.token === key));
    if (t) state.removeToken(t.token);
  }),

  ep('i/regenerate-token', { requireCredential: true, secure: true }, ({ state, me, params }) => {
    if (!checkPassword(me, params.password))
      throw new ApiError({ message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: '8a4f2a5c-1b30-4a12-9f32-3b0a1e5f3c11' });
    const old = state.db.tokens.find((t) => t.userId === me.id && t.permission == null);
    if (old) state.removeToken(old.token);
    nativeToken(state, me);
    state.events.emit('main', me.id, 'myTokenRegenerated', undefined);
  }),

  // Every token the user gave out (not their own session), oldest first unless sorted; `+` is newest / most recently used first.
  ep('i/apps', { requireCredential: true, secure: true }, ({ state, me, params }) => {
    const tokens = state.db.tokens.filter((t) => t.userId === me.id && t.permission != null);
    const by = params.sort?.endsWith('lastUsedAt') ? (t: TokenRec) => t.lastUsedAt ?? 0 : (t: TokenRec) => t.createdAt;
    tokens.sort((a, b) => by(a) - by(b) || (a.id < b.id ? -1 : 1));
    if (params.sort?.startsWith('+')) tokens.reverse();
    return tokens.map((t) => ({
      id: t.id,
      name: t.name ?? undefined,
      createdAt: new Date(t.createdAt).toISOString(),
      lastUsedAt: t.lastUsedAt == null ? undefined : new Date(t.lastUsedAt).toISOString(),
      permission: t.permission ?? [],
      iconUrl: t.iconUrl,
      description: null,
    }));
  }),

  rawEp<Record<string, unknown>, never[]>('i/get-sub-account-tokens', { requireCredential: true }, () => []),
];
