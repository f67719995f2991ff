/**
 * The endpoints behind the pages a Misskey server sends people to by mail or from an app:
 * password reset (request-reset-password, reset-password), e-mail sign-up completion
 * (signup-pending), and the legacy app authorisation (app/create, auth/session/*, auth/accept).
 */
import { randomUUID } from 'node:crypto';
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import { ep, rawEp } from '../http/endpoint';
import { ApiError, RawReply, fastifyError, internalError } from '../http/errors';
import { appToken, newUser } from '../store/accounts';
import { packUserDetailed } from '../store/pack-user';
import { genId } from '../store/ids';
import { LINK_LIFETIME_MS, accountMail, mailCode, sendMail } from '../store/accountMail';
import type { AppRec } from '../store/accountMail';
import { signIn } from './auth';

const E = {
  noSuchApp: { message: 'No such app.', code: 'NO_SUCH_APP', id: '92f93e63-428e-4f2f-a5a4-39e1407fe998' },
  noSuchSessionShow: { message: 'No such session.', code: 'NO_SUCH_SESSION', id: 'bd72c97d-eba7-4adb-a467-f171b8847250' },
  noSuchSessionAccept: { message: 'No such session.', code: 'NO_SUCH_SESSION', id: '9c72d8de-391a-43c1-9d06-08d29efde8df' },
  noSuchAppUserkey: { message: 'No such app.', code: 'NO_SUCH_APP', id: 'fcab192a-2c5a-43b7-8ad8-9b7054d8d40d' },
  noSuchSessionUserkey: { message: 'No such session.', code: 'NO_SUCH_SESSION', id: '5b5a1503-8bc8-4bd0-8054-dc189e8cdcb3' },
  pendingSession: { message: 'This session is not completed yet.', code: 'PENDING_SESSION', id: '8c8a4145-02cc-4cca-8e66-29ba60445a8e' },
} as const;

/** Misskey's App entity; the secret only for the app's maker. */
function packApp(app: AppRec, withSecret: boolean): entities.App {
  return {
    id: app.id,
    name: app.name,
    callbackUrl: app.callbackUrl,
    permission: app.permission,
    ...(withSecret && { secret: app.secret }),
  };
}

/** Sign-up with e-mail confirmation: the pending account and its mail (called by `signup`). */
export function startPendingSignup(state: State, username: string, password: string, email: string): void {
  const code = mailCode(16);
  accountMail(state).pendings.push({ code, username, password, email, createdAt: Date.now() });
  sendMail(state, email, 'Signup', 'To complete signup, please click this link:', `${state.origin}/signup-complete/${code}`);
}

/** A changed e-mail address gets a verification link (called by `i/update-email`). */
export function startEmailVerification(state: State, userId: string, email: string): void {
  const store = accountMail(state);
  for (const [code, id] of store.verifyCodes) if (id === userId) store.verifyCodes.delete(code);
  const code = mailCode(16);
  store.verifyCodes.set(code, userId);
  sendMail(state, email, 'Email verification', 'To verify email, please click this link:', `${state.origin}/verify-email/${code}`);
}

/** GET /verify-email/:code as Misskey's server answers it: plain text, 200 or 404. */
export function verifyEmail(state: State, code: string): boolean {
  const store = accountMail(state);
  const user = state.user(store.verifyCodes.get(code) ?? '');
  if (!user) return false;
  store.verifyCodes.delete(code);
  user.emailVerified = true;
  state.changed();
  return true;
}

export const accountPageEndpoints = [
  // Misskey answers the same (204) whether or not the name and address match a verified account.
  ep('request-reset-password', {}, ({ state, params }) => {
    const user = state.userByName(params.username);
    if (!user || user.host != null || user.email !== params.email || !user.emailVerified) return;
    const token = mailCode(64);
    accountMail(state).resets.push({ token, userId: user.id, createdAt: Date.now() });
    sendMail(
      state,
      params.email,
      'Password reset requested',
      'To reset password, please click this link:',
      `${state.origin}/reset-password/${token}`,
    );
  }),

  // An unknown or expired token is an internal error on Misskey (no error of its own).
  ep('reset-password', {}, ({ state, params }) => {
    const store = accountMail(state);
    const req = store.resets.find((r) => r.token === params.token);
    if (!req)
      throw internalError(
        Object.assign(new Error('Could not find any entity of type "PasswordResetRequest"'), { name: 'EntityNotFoundError' }),
      );
    if (Date.now() - req.createdAt > LINK_LIFETIME_MS) throw internalError(new Error());
    const user = state.user(req.userId);
    if (!user) throw internalError(new Error());
    user.password = params.password;
    store.resets = store.resets.filter((r) => r !== req);
    state.changed();
  }),

  rawEp<{ code?: unknown }, { id: string; i: string }>('signup-pending', {}, ({ state, params }) => {
    const store = accountMail(state);
    const p = store.pendings.find((x) => x.code === params.code);
    if (!p) throw fastifyError(400, 'EntityNotFoundError: Could not find any entity of type "UserPending"');
    if (Date.now() - p.createdAt > LINK_LIFETIME_MS) throw fastifyError(400, 'Error: EXPIRED');
    store.pendings = store.pendings.filter((x) => x !== p);
    if (state.userByName(p.username)) throw fastifyError(400, 'Error: DUPLICATED_USERNAME');
    const user = newUser({ username: p.username, createdAt: Date.now(), password: p.password });
    user.email = p.email;
    user.emailVerified = true;
    state.addUser(user);
    return signIn(state, user);
  }),

  ep('app/create', {}, ({ state, params }) => {
    const app: AppRec = {
      id: genId(),
      name: params.name,
      description: params.description,
      callbackUrl: params.callbackUrl ?? null,
      permission: params.permission,
      secret: mailCode(32),
    };
    accountMail(state).apps.push(app);
    return packApp(app, true);
  }),

  ep('auth/session/generate', {}, ({ state, params }) => {
    const store = accountMail(state);
    const app = store.apps.find((a) => a.secret === params.appSecret);
    if (!app) throw new ApiError(E.noSuchApp);
    const token = randomUUID();
    store.sessions.push({ id: genId(), token, appId: app.id, userId: null });
    return { token, url: `${state.origin}/auth/${token}` };
  }),

  ep('auth/session/show', {}, ({ state, params }) => {
    const store = accountMail(state);
    const s = store.sessions.find((x) => x.token === params.token);
    const app = s && store.apps.find((a) => a.id === s.appId);
    if (!s || !app) throw new ApiError(E.noSuchSessionShow);
    return { id: s.id, app: packApp(app, false), token: s.token };
  }),

  ep('auth/accept', { requireCredential: true, secure: true }, ({ state, params, me }) => {
    const store = accountMail(state);
    const s = store.sessions.find((x) => x.token === params.token);
    const app = s && store.apps.find((a) => a.id === s.appId);
    if (!s || !app) throw new ApiError(E.noSuchSessionAccept);
    // One token per app and user, as Misskey keeps it.
    const key = `${app.id}:${me.id}`;
    const had = store.appTokens.get(key);
    if (!had || !state.db.tokens.some((t) => t.token === had))
      store.appTokens.set(key, appToken(state, me, { name: app.name, iconUrl: null, permission: app.permission }).token);
    s.userId = me.id;
  }),

  ep('auth/session/userkey', {}, ({ state, params, me }) => {
    const store = accountMail(state);
    const app = store.apps.find((a) => a.secret === params.appSecret);
    if (!app) throw new ApiError(E.noSuchAppUserkey);
    const s = store.sessions.find((x) => x.token === params.token && x.appId === app.id);
    if (!s) throw new ApiError(E.noSuchSessionUserkey);
    if (!s.userId) throw new ApiError(E.pendingSession);
    const userId = s.userId;
    const token = store.appTokens.get(`${app.id}:${userId}`);
    const user = state.user(userId);
    if (!token || !user) throw new RawReply(500);
    store.sessions = store.sessions.filter((x) => x !== s);
    return { accessToken: token, user: packUserDetailed(state, user, me?.id ?? null) };
  }),
];
