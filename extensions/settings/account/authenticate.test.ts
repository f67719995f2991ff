import { describe, expect, it } from 'vitest';
import { ApiError } from '@kite/sdk';
import type { MessageKey, MessageParams } from '@kite/sdk';
import { authErrorText } from './authenticate';
import { safeQr } from './TotpSetup';

const t = (k: MessageKey | string, p?: MessageParams) => (typeof k === 'string' ? k : k.id) + (p ? ` ${JSON.stringify(p)}` : '');
const err = (code: string, info?: unknown) => new ApiError({ code, id: 'x', message: 'm', endpoint: 'i/change-password', info });

describe('what a failed password or code check says', () => {
  // The shapes a real Misskey 2025.9 answers (checked with curl): INCORRECT_PASSWORD, or a plain Error as INTERNAL_ERROR.
  it('reads the wrong password and the wrong code from both error shapes', () => {
    expect(authErrorText(t, err('INCORRECT_PASSWORD'))).toBe('settingsAccount.wrongPassword');
    expect(authErrorText(t, err('INTERNAL_ERROR', { e: { message: 'incorrect password' } }))).toBe('settingsAccount.wrongPassword');
    expect(authErrorText(t, err('INTERNAL_ERROR', { e: { message: 'authentication failed' } }))).toBe('settingsAccount.wrongCode');
    expect(authErrorText(t, err('INTERNAL_ERROR', { e: { message: 'not verified' } }))).toBe('settingsAccount.wrongCode');
    expect(authErrorText(t, err('RATE_LIMIT_EXCEEDED'))).toContain('RATE_LIMIT_EXCEEDED');
  });
});

describe('the QR image of the TOTP set-up', () => {
  it('is shown only as an inline PNG or SVG image', () => {
    expect(safeQr('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeQr('data:image/svg+xml;base64,PHN2Zz4=')).not.toBeNull();
    expect(safeQr('https://evil.example/qr.png')).toBeNull();
    expect(safeQr('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
  });
});
