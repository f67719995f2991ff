/**
 * RFC 6238 time-based one-time codes (SHA-1, 6 digits, 30 s), as Misskey's `i/2fa/*` use them,
 * and the base32 secrets they are derived from.
 */
import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(s: string): Buffer {
  const clean = s.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of clean) {
    const i = ALPHABET.indexOf(c);
    if (i < 0) throw new Error('invalid base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes, base32 (32 characters, like Misskey's). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The code for `secret` at `now` (ms), `step` periods away. */
export function totpCode(secret: string, now = Date.now(), step = 0): string {
  const counter = Math.floor(now / 30_000) + step;
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = createHmac('sha1', base32Decode(secret)).update(msg).digest();
  const o = h[h.length - 1] & 15;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Whether `code` is valid now, allowing five periods either way (Misskey's UserAuthService: `window: 5`). */
export function verifyTotp(secret: string, code: string, now = Date.now()): boolean {
  for (let s = -5; s <= 5; s++) if (totpCode(secret, now, s) === code) return true;
  return false;
}
