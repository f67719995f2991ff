/**
 * The second factor of an account, as Misskey's UserAuthService checks it: the demo's fixed
 * code (`totp`, seed data), or a real TOTP secret with one-time backup codes.
 */
import { randomBytes } from 'node:crypto';
import type { UserRec } from './types';
import { base32Encode, verifyTotp } from './totp';

export function twoFactorEnabled(u: UserRec): boolean {
  return u.totp != null || u.totpSecret != null;
}

/** Checks a code (or a backup code, which is used up). */
export function checkSecondFactor(u: UserRec, code: string | null | undefined): boolean {
  if (code == null) return false;
  if (u.totp != null) return code === u.totp;
  if (u.totpSecret == null) return false;
  if (verifyTotp(u.totpSecret, code)) return true;
  const i = (u.backupCodes ?? []).indexOf(code);
  if (i < 0) return false;
  u.backupCodes = (u.backupCodes ?? []).filter((_, j) => j !== i);
  return true;
}

/** Misskey's 5 backup codes: 32 base32 characters each. */
export function newBackupCodes(): string[] {
  return Array.from({ length: 5 }, () => base32Encode(randomBytes(20)));
}

export function backupCodesStock(u: UserRec): 'full' | 'partial' | 'none' {
  const left = u.backupCodes?.length ?? 0;
  if (left === 0) return 'none';
  return left >= (u.backupCodesIssued ?? left) ? 'full' : 'partial';
}
