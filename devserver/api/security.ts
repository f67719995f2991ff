/**
 * Account security, as Misskey 2025.9 answers it: password change, TOTP registration
 * (i/2fa/register → done → unregister, with backup codes), security keys (register-key →
 * key-done, remove, rename, password-less sign-in) and the e-mail address. With a second factor on, each call that
 * asks for the password also needs `token` (else Misskey throws a plain Error: INTERNAL_ERROR).
 */
import type { Endpoints } from 'misskey-js';
import type { UserRec } from '../store/types';
import type { State } from '../store/state';
import { ep, rawEp } from '../http/endpoint';
import { ApiError, internalError } from '../http/errors';
import { checkPassword } from '../store/accounts';
import { packMe } from '../store/pack-user';
import { checkSecondFactor, newBackupCodes, twoFactorEnabled } from '../store/second-factor';
import { newTotpSecret } from '../store/totp';
import { totpQrDataUrl } from '../store/totp-qr';
import { initiateRegistration, verifyRegistration } from './webauthnRegister';
import { startEmailVerification } from './accountPages';

const secure = { requireCredential: true, secure: true } as const;

/** Each endpoint's own INCORRECT_PASSWORD id (Misskey's meta.errors). */
const incorrect = (id: string) => ({ message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id });

/** Misskey's order: the second factor first (a plain Error), then the password. */
function authenticate(me: UserRec, password: string, token: string | null | undefined, incorrectId: string | null): void {
  if (twoFactorEnabled(me) && !checkSecondFactor(me, token)) throw internalError(new Error('authentication failed'));
  if (!checkPassword(me, password))
    throw incorrectId ? new ApiError(incorrect(incorrectId)) : internalError(new Error('incorrect password'));
}

function meUpdated(state: State, me: UserRec): void {
  state.events.emit('main', me.id, 'meUpdated', packMe(state, me));
}

/** Misskey's address check fails without a reachable mail exchanger; the devserver refuses bad syntax and `.invalid`. */
function emailAvailable(state: State, me: UserRec, email: string): boolean {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || /\.invalid$/i.test(email)) return false;
  return !state.db.users.some((u) => u !== me && u.email === email);
}

export const securityEndpoints = [
  ep('i/change-password', secure, ({ me, params }) => {
    authenticate(me, params.currentPassword, params.token, null);
    me.password = params.newPassword;
  }),

  ep('i/2fa/register', secure, ({ state, me, params }) => {
    authenticate(me, params.password, params.token, '78d6c839-20c9-4c66-b90a-fc0542168b48');
    const secret = newTotpSecret();
    me.totpPending = secret;
    const issuer = new URL(state.origin).host;
    const url = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(me.username)}?issuer=${encodeURIComponent(issuer)}&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
    return { qr: totpQrDataUrl(url), url, secret, label: me.username, issuer };
  }),

  ep('i/2fa/done', secure, ({ state, me, params }) => {
    const pending = me.totpPending;
    if (pending == null) throw internalError(new Error('二段階認証の設定が開始されていません'));
    const probe: UserRec = { ...me, totp: null, totpSecret: pending, backupCodes: [] };
    if (!checkSecondFactor(probe, params.token.replace(/\s/g, ''))) throw internalError(new Error('not verified'));
    const backupCodes = newBackupCodes();
    me.totp = null;
    me.totpSecret = pending;
    me.totpPending = null;
    me.backupCodes = [...backupCodes];
    me.backupCodesIssued = backupCodes.length;
    meUpdated(state, me);
    return { backupCodes };
  }),

  ep('i/2fa/unregister', secure, ({ state, me, params }) => {
    authenticate(me, params.password, params.token, '7add0395-9901-4098-82f9-4f67af65f775');
    me.totp = null;
    me.totpSecret = null;
    me.totpPending = null;
    me.backupCodes = [];
    me.usePasswordLessLogin = false;
    meUpdated(state, me);
  }),

  // Misskey registers keys only beside TOTP: the code (when on) and password first, then that check.
  // misskey-js types authenticatorSelection with an authenticatorAttachment; Misskey 2025.9 sends none.
  rawEp<Endpoints['i/2fa/register-key']['req'], ReturnType<typeof initiateRegistration>>(
    'i/2fa/register-key',
    secure,
    ({ state, me, params }) => {
      if (!me) throw internalError(new Error('no credential'));
      authenticate(me, params.password, params.token, '38769596-efe2-4faf-9bec-abbb3f2cd9ba');
      if (!twoFactorEnabled(me))
        throw new ApiError({ message: '2fa not enabled.', code: 'TWO_FACTOR_NOT_ENABLED', id: 'bf32b864-449b-47b8-974e-f9a5468546f1' });
      return initiateRegistration(state, me);
    },
  ),

  ep('i/2fa/key-done', secure, ({ state, me, params }) => {
    authenticate(me, params.password, params.token, '0d7ec6d2-e652-443e-a7bf-9ee9a0cd77b0');
    if (!twoFactorEnabled(me))
      throw new ApiError({ message: '2fa not enabled.', code: 'TWO_FACTOR_NOT_ENABLED', id: '798d6847-b1ed-4f9c-b1f9-163c42655995' });
    const key = verifyRegistration(state, me, params.credential);
    if (!key) throw internalError(new Error('verification failed'));
    me.securityKeys = [...(me.securityKeys ?? []), { ...key, name: params.name, lastUsed: Date.now() }];
    meUpdated(state, me);
    return { id: key.id, name: params.name };
  }),

  ep('i/2fa/remove-key', secure, ({ state, me, params }) => {
    authenticate(me, params.password, params.token, '141c598d-a825-44c8-9173-cfb9d92be493');
    me.securityKeys = (me.securityKeys ?? []).filter((k) => k.id !== params.credentialId);
    if (me.securityKeys.length === 0) me.usePasswordLessLogin = false;
    meUpdated(state, me);
    return {};
  }),

  ep('i/2fa/update-key', secure, ({ state, me, params }) => {
    const key = (me.securityKeys ?? []).find((k) => k.id === params.credentialId);
    if (!key) throw new ApiError({ message: 'No such key.', code: 'NO_SUCH_KEY', id: 'f9c5467f-d492-4d3c-9a8g-a70dacc86512' });
    key.name = params.name;
    meUpdated(state, me);
    return {};
  }),

  ep('i/2fa/password-less', secure, ({ state, me, params }) => {
    if (params.value && !(me.securityKeys ?? []).length) {
      me.usePasswordLessLogin = false;
      throw new ApiError({ message: 'No security key.', code: 'NO_SECURITY_KEY', id: 'f9c54d7f-d4c2-4d3c-9a8g-a70daac86512' });
    }
    me.usePasswordLessLogin = params.value;
    meUpdated(state, me);
  }),

  ep('i/update-email', secure, ({ state, me, params }) => {
    authenticate(me, params.password, params.token, 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3');
    const email = params.email ?? null;
    if (email != null && !emailAvailable(state, me, email))
      throw new ApiError({ message: 'Unavailable email address.', code: 'UNAVAILABLE', id: 'a2defefb-f220-8849-0af6-17f816099323' });
    me.email = email;
    me.emailVerified = false;
    const packed = packMe(state, me);
    meUpdated(state, me);
    if (email != null) startEmailVerification(state, me.id, email);
    return packed;
  }),
];
