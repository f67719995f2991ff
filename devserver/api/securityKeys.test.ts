import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';
import { totpCode } from '../store/totp';
import { decodeCbor } from './cbor';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** A CBOR encoder for the few kinds an attestation object holds (the authenticator's side, in this test only). */
function cbor(v: number | string | Buffer | Map<number | string, unknown>): Buffer {
  const head = (major: number, n: number) =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (Buffer.isBuffer(v)) return Buffer.concat([head(2, v.length), v]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x as never)])]);
}

/** What a browser sends to i/2fa/key-done after `navigator.credentials.create()` on localhost. */
function registration(challenge: string, origin: string, opts: { flags?: number; type?: string } = {}) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credId = randomBytes(16);
  const coseKey = cbor(
    new Map<number, number | Buffer>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const length = Buffer.from([credId.length >> 8, credId.length & 0xff]);
  const authData = Buffer.concat([
    createHash('sha256').update('localhost').digest(),
    Buffer.from([opts.flags ?? 0x45, 0, 0, 0, 0]),
    Buffer.alloc(16),
    length,
    credId,
    coseKey,
  ]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const clientDataJSON = Buffer.from(JSON.stringify({ type: opts.type ?? 'webauthn.create', challenge, origin }));
  const id = credId.toString('base64url');
  return {
    jwk,
    credential: {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['usb'],
      },
    },
  };
}

// Checked against a real Misskey 2025.9 (curl, with TOTP turned on for a moment and off again): the
// creation options' keys, TWO_FACTOR_NOT_ENABLED and INCORRECT_PASSWORD ids, a missing code and a
// failed verification as INTERNAL_ERROR, key-done answering { id, name }.
describe('security key registration (i/2fa/register-key → key-done)', () => {
  it('reads an authenticator’s CBOR: maps, byte strings, negative numbers', () => {
    const encoded = cbor(
      new Map<number | string, unknown>([
        [-2, Buffer.from([1, 2])],
        ['fmt', 'none'],
        [300, 5],
      ]),
    );
    expect(decodeCbor(encoded).value).toEqual(
      new Map<unknown, unknown>([
        [-2, Buffer.from([1, 2])],
        ['fmt', 'none'],
        [300, 5],
      ]),
    );
  });

  it('needs TOTP first, then registers the key the browser made, which sign-in asks for', async () => {
    const t = (await h.call('signup', { username: 'keyreg1', password: 'password' })).body.token as string;
    const off = await h.call('i/2fa/register-key', { password: 'password' }, t);
    expect(off.body.error).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED', id: 'bf32b864-449b-47b8-974e-f9a5468546f1' });
    const wrong = await h.call('i/2fa/register-key', { password: 'nope' }, t);
    expect(wrong.body.error).toMatchObject({ code: 'INCORRECT_PASSWORD', id: '38769596-efe2-4faf-9bec-abbb3f2cd9ba' });

    const secret = (await h.call('i/2fa/register', { password: 'password' }, t)).body.secret as string;
    expect((await h.call('i/2fa/done', { token: totpCode(secret) }, t)).status).toBe(200);
    expect((await h.call('i/2fa/register-key', { password: 'password' }, t)).body.error.info.e.message).toBe('authentication failed');

    const options = (await h.call('i/2fa/register-key', { password: 'password', token: totpCode(secret) }, t)).body;
    expect(Object.keys(options).sort()).toEqual([
      'attestation',
      'authenticatorSelection',
      'challenge',
      'excludeCredentials',
      'extensions',
      'pubKeyCredParams',
      'rp',
      'timeout',
      'user',
    ]);
    expect(options).toMatchObject({
      user: { name: 'keyreg1' },
      authenticatorSelection: { residentKey: 'required' },
      excludeCredentials: [],
    });
    // The server is addressed by IP: no RP id, so the browser uses the page's own host (localhost on the same port).
    expect(options.rp.id).toBeUndefined();
    const origin = h.url.replace('127.0.0.1', 'localhost');

    const reg = registration(options.challenge, origin);
    const done = await h.call(
      'i/2fa/key-done',
      { password: 'password', token: totpCode(secret), name: 'Desk key', credential: reg.credential },
      t,
    );
    expect(done.body).toEqual({ id: reg.credential.id, name: 'Desk key' });
    expect((await h.call('i', {}, t)).body.securityKeysList).toEqual([
      expect.objectContaining({ id: reg.credential.id, name: 'Desk key' }),
    ]);
    const step = await h.call('signin-flow', { username: 'keyreg1', password: 'password' });
    expect(step.body).toMatchObject({ next: 'passkey', authRequest: { allowCredentials: [{ id: reg.credential.id }] } });
    const again = await h.call('i/2fa/register-key', { password: 'password', token: totpCode(secret) }, t);
    expect(again.body.excludeCredentials).toEqual([{ id: reg.credential.id, type: 'public-key', transports: [] }]);
  });

  it('refuses an answer to another challenge, of the wrong type, or made without user verification', async () => {
    const t = (await h.call('signup', { username: 'keyreg2', password: 'password' })).body.token as string;
    const secret = (await h.call('i/2fa/register', { password: 'password' }, t)).body.secret as string;
    await h.call('i/2fa/done', { token: totpCode(secret) }, t);
    const origin = h.url.replace('127.0.0.1', 'localhost');
    const auth = () => ({ password: 'password', token: totpCode(secret), name: 'k' });
    const attempts = [
      (c: string) => registration(c.replace(/^./, c[0] === 'A' ? 'B' : 'A'), origin),
      (c: string) => registration(c, origin, { type: 'webauthn.get' }),
      (c: string) => registration(c, origin, { flags: 0x41 }),
      (c: string) => registration(c, 'https://elsewhere.example'),
    ];
    for (const make of attempts) {
      const { challenge } = (await h.call('i/2fa/register-key', { password: 'password', token: totpCode(secret) }, t)).body;
      const res = await h.call('i/2fa/key-done', { ...auth(), credential: make(challenge as string).credential }, t);
      expect(res.status).toBe(500);
      expect(res.body.error.info.e.message).toBe('verification failed');
    }
    const wrong = await h.call('i/2fa/key-done', { ...auth(), password: 'nope', credential: {} }, t);
    expect(wrong.body.error).toMatchObject({ code: 'INCORRECT_PASSWORD', id: '0d7ec6d2-e652-443e-a7bf-9ee9a0cd77b0' });
    expect((await h.call('i', {}, t)).body.securityKeysList).toEqual([]);
  });
});
