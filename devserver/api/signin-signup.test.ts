import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { startHarness, type Harness } from '../testing/harness';
import { defaultServerSettings } from '../store/server-settings';

/** Contract: signin-flow and signup answer with the bodies and statuses a real Misskey 2025.9 sends (checked with curl). */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  h.server.state.settings = defaultServerSettings();
});

async function raw(endpoint: string, body: unknown) {
  const res = await fetch(`${h.url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('signin-flow errors', () => {
  it('answers refusals with { error: { id } } only', async () => {
    expect(await raw('signin-flow', { username: 'nobody-here', password: 'x' })).toEqual({
      status: 404,
      text: '{"error":{"id":"6cc579cc-885d-43d8-95c2-b8c7fc963280"}}',
    });
    expect(await raw('signin-flow', { username: 'alice', password: 'nope' })).toEqual({
      status: 403,
      text: '{"error":{"id":"932c904e-9460-45b7-9ce6-7ed33be7eb2c"}}',
    });
    h.server.state.userByName('dave')!.isSuspended = true;
    try {
      expect(await raw('signin-flow', { username: 'dave', password: 'password' })).toEqual({
        status: 403,
        text: '{"error":{"id":"e03a5f46-d309-4865-9b69-56282d94e1eb"}}',
      });
    } finally {
      h.server.state.userByName('dave')!.isSuspended = false;
    }
    expect((await h.call('signin-flow', { username: 'grace', password: 'password', token: '000000' })).body).toEqual({
      error: { id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f' },
    });
  });

  it('asks for the captcha step first for accounts without 2FA, the password for 2FA ones', async () => {
    expect((await h.call('signin-flow', { username: 'alice' })).body).toEqual({ finished: false, next: 'captcha' });
    expect((await h.call('signin-flow', { username: 'grace' })).body).toEqual({ finished: false, next: 'password' });
  });

  it('rate-limits with 429 TOO_MANY_AUTHENTICATION_FAILURES once the limit is reached', async () => {
    h.server.state.settings.signinLimit = 1;
    expect((await h.call('signin-flow', { username: 'alice', password: 'nope' })).status).toBe(403);
    const r = await h.call('signin-flow', { username: 'alice', password: 'password' });
    expect(r.status).toBe(429);
    expect(r.body).toEqual({
      error: {
        message: 'Too many failed attempts to sign in. Try again later.',
        code: 'TOO_MANY_AUTHENTICATION_FAILURES',
        id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
      },
    });
  });

  it('checks the captcha the server requires, as a Fastify 400', async () => {
    h.server.state.settings.captcha = 'testcaptcha';
    expect((await h.call('meta', {})).body.enableTestcaptcha).toBe(true);
    expect(await raw('signin-flow', { username: 'alice', password: 'password' })).toEqual({
      status: 400,
      text: '{"statusCode":400,"error":"Bad Request","message":"CaptchaError: testcaptcha-failed: no response provided"}',
    });
    expect((await h.call('signin-flow', { username: 'alice', password: 'password', 'testcaptcha-response': 'nope' })).body.message).toBe(
      'CaptchaError: testcaptcha-failed',
    );
    expect(
      (await h.call('signin-flow', { username: 'alice', password: 'password', 'testcaptcha-response': 'testcaptcha-passed' })).body
        .finished,
    ).toBe(true);
  });

  it('asks a security key holder for it and verifies the assertion (ES256)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credId = randomBytes(16).toString('base64url');
    const grace = h.server.state.userByName('grace')!;
    grace.securityKeys = [{ id: credId, name: 'key', publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! } }];
    try {
      const step = await h.call('signin-flow', { username: 'grace', password: 'password' });
      expect(step.body).toMatchObject({
        finished: false,
        next: 'passkey',
        authRequest: { allowCredentials: [{ id: credId, type: 'public-key' }] },
      });
      // The server is addressed by IP: the assertion comes from localhost on the same port.
      const origin = h.url.replace('127.0.0.1', 'localhost');
      const assertion = (challenge: string, key = privateKey) => {
        const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin }));
        const authData = Buffer.concat([createHash('sha256').update('localhost').digest(), Buffer.from([0x05, 0, 0, 0, 1])]);
        const sig = createSign('sha256')
          .update(Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]))
          .sign(key);
        return {
          id: credId,
          rawId: credId,
          type: 'public-key',
          response: {
            clientDataJSON: clientDataJSON.toString('base64url'),
            authenticatorData: authData.toString('base64url'),
            signature: sig.toString('base64url'),
          },
        };
      };
      const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
      const bad = await h.call('signin-flow', {
        username: 'grace',
        password: 'password',
        credential: assertion(step.body.authRequest.challenge, other),
      });
      expect(bad).toEqual({ status: 403, body: { error: { id: '93b86c4b-72f9-40eb-9815-798928603d1e' } } });
      const again = await h.call('signin-flow', { username: 'grace', password: 'password' });
      const ok = await h.call('signin-flow', {
        username: 'grace',
        password: 'password',
        credential: assertion(again.body.authRequest.challenge),
      });
      expect(ok.body.finished).toBe(true);
    } finally {
      grace.securityKeys = [];
    }
  });
});

describe('signup', () => {
  it('answers a taken name as a real server does: a bare Fastify 400 "Error: DUPLICATED_USERNAME"', async () => {
    expect(await raw('signup', { username: 'alice', password: 'x' })).toEqual({
      status: 400,
      text: '{"statusCode":400,"error":"Bad Request","message":"Error: DUPLICATED_USERNAME"}',
    });
    expect((await h.call('username/available', { username: 'alice' })).body).toEqual({ available: false });
    expect((await h.call('username/available', { username: 'fresh_name' })).body).toEqual({ available: true });
  });

  it('needs an unused invitation code when invitation-only (a bare 400 otherwise)', async () => {
    Object.assign(h.server.state.settings, { disableRegistration: true, invitationCodes: ['KITE-CODE'] });
    expect((await h.call('meta', {})).body.disableRegistration).toBe(true);
    expect(await raw('signup', { username: 'invited', password: 'x' })).toEqual({ status: 400, text: '' });
    expect(await raw('signup', { username: 'invited', password: 'x', invitationCode: 'WRONG' })).toEqual({ status: 400, text: '' });
    const r = await h.call('signup', { username: 'invited', password: 'x', invitationCode: 'KITE-CODE' });
    expect(r.body.username).toBe('invited');
    expect((await raw('signup', { username: 'invited2', password: 'x', invitationCode: 'KITE-CODE' })).status).toBe(400);
  });

  it('answers 204 and creates nothing yet when email confirmation is required', async () => {
    h.server.state.settings.emailRequiredForSignup = true;
    expect((await raw('signup', { username: 'mailme', password: 'x' })).status).toBe(400);
    expect(await raw('signup', { username: 'mailme', password: 'x', emailAddress: 'me@example.com' })).toEqual({ status: 204, text: '' });
    expect(h.server.state.userByName('mailme')).toBeUndefined();
  });
});
