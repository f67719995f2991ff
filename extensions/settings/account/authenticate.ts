import { isApiError } from '@kite/sdk';
import type { DialogService, I18nService } from '@kite/sdk';
import { accountMessages as m } from './messages';

type T = I18nService['t'];

export interface Credentials {
  password: string;
  /** The second-factor code, when the account has one. */
  token?: string;
}

/**
 * Asks for the password (and, with two-factor authentication on, the code) before a call that
 * Misskey guards with them. Null when the person cancels.
 */
export async function authenticate(
  dialogs: DialogService,
  t: T,
  opts: { twoFactor: boolean; title?: string },
): Promise<Credentials | null> {
  const pw = await dialogs.open<string>({
    title: opts.title ?? t(m.password),
    text: opts.title ? t(m.currentPassword) : undefined,
    input: { type: 'password', autocomplete: 'current-password', minLength: 1 },
    showCancelButton: true,
  });
  if (pw.canceled || !pw.result) return null;
  if (!opts.twoFactor) return { password: pw.result };
  const code = await dialogs.open<string>({
    title: t(m.twoFactorCode),
    text: t(m.twoFactorCodeHint),
    input: { type: 'text', autocomplete: 'one-time-code', minLength: 6 },
    showCancelButton: true,
  });
  if (code.canceled || !code.result) return null;
  return { password: pw.result, token: code.result.replace(/\s/g, '') };
}

/**
 * What went wrong, in words: Misskey answers a wrong password with INCORRECT_PASSWORD or (on
 * some endpoints) a plain Error reported as INTERNAL_ERROR, and a wrong code with the latter.
 */
export function authErrorText(t: T, e: unknown): string {
  if (isApiError(e)) {
    if (e.code === 'INCORRECT_PASSWORD') return t(m.wrongPassword);
    const inner = innerMessage(e.info);
    if (inner === 'incorrect password') return t(m.wrongPassword);
    if (inner === 'authentication failed' || inner === 'not verified') return t(m.wrongCode);
    return t(m.failed, { error: `${e.message} (${e.code})` });
  }
  return t(m.failed, { error: e instanceof Error ? e.message : String(e) });
}

function innerMessage(info: unknown): string | null {
  if (typeof info !== 'object' || info === null || !('e' in info)) return null;
  const e = info.e;
  return typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string' ? (e as { message: string }).message : null;
}
