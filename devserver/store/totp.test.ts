import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, verifyTotp } from './totp';

describe('TOTP check', () => {
  it('accepts a code for five 30-second periods either way, as Misskey (window: 5), and not beyond', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const inWindow = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((s) => totpCode(secret, now, s));
    for (const code of inWindow) expect(verifyTotp(secret, code, now)).toBe(true);
    for (const s of [-6, 6]) {
      const code = totpCode(secret, now, s);
      // A code six periods away is refused, unless it happens to equal one inside the window.
      if (!inWindow.includes(code)) expect(verifyTotp(secret, code, now)).toBe(false);
    }
  });
});
