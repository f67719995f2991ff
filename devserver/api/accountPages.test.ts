import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

interface Mail {
  to: string;
  subject: string;
  link: string;
}
const lastMail = async (subject: string): Promise<Mail | undefined> =>
  ((await (await fetch(`${h.url}/__dev/mails`)).json()) as Mail[]).filter((m) => m.subject === subject).at(-1);
const tail = (link: string) => link.split('/').at(-1) ?? '';

describe('account pages', () => {
  it('verifies a changed address through the server route, then resets the password with the mailed token', async () => {
    const i = (await h.call('signin-flow', { username: 'bob', password: 'password' })).body.i;
    await h.call('i/update-email', { password: 'password', email: 'bob@example.com' }, i);
    // Unverified: the request answers 204 and sends nothing.
    expect((await h.call('request-reset-password', { username: 'bob', email: 'bob@example.com' })).status).toBe(204);
    expect(await lastMail('Password reset requested')).toBeUndefined();
    const verify = await lastMail('Email verification');
    expect((await fetch(verify?.link ?? '', { headers: { Accept: 'text/plain' } })).status).toBe(200);
    expect((await fetch(verify?.link ?? '', { headers: { Accept: 'text/plain' } })).status).toBe(404);

    await h.call('request-reset-password', { username: 'bob', email: 'bob@example.com' });
    const reset = await lastMail('Password reset requested');
    expect(reset?.link).toMatch(/\/reset-password\/[a-z0-9]{64}$/);
    expect((await h.call('reset-password', { token: tail(reset?.link ?? ''), password: 'fresh' })).status).toBe(204);
    expect((await h.call('signin-flow', { username: 'bob', password: 'fresh' })).body.finished).toBe(true);
    const again = await h.call('reset-password', { token: tail(reset?.link ?? ''), password: 'x' });
    expect(again.body.error.code).toBe('INTERNAL_ERROR');
  });

  it('completes an e-mail sign-up once', async () => {
    await fetch(`${h.url}/__dev/server-settings`, { method: 'POST', body: JSON.stringify({ emailRequiredForSignup: true }) });
    expect((await h.call('signup', { username: 'mailer', password: 'pw', emailAddress: 'm@example.com' })).status).toBe(204);
    const code = tail((await lastMail('Signup'))?.link ?? '');
    const done = await h.call('signup-pending', { code });
    expect((await h.call('i', {}, done.body.i)).body.username).toBe('mailer');
    expect((await h.call('signup-pending', { code })).status).toBe(400);
  });

  it('authorises a legacy app session and hands its token to the app', async () => {
    const app = (await h.call('app/create', { name: 'Pelican', description: 'd', permission: ['read:account'] })).body;
    const { token } = (await h.call('auth/session/generate', { appSecret: app.secret })).body;
    expect((await h.call('auth/session/show', { token })).body.app).toEqual({
      id: app.id,
      name: 'Pelican',
      callbackUrl: null,
      permission: ['read:account'],
    });
    expect((await h.call('auth/session/userkey', { appSecret: app.secret, token })).body.error.code).toBe('PENDING_SESSION');
    const i = (await h.call('signin-flow', { username: 'alice', password: 'password' })).body.i;
    await h.call('auth/accept', { token }, i);
    const key = (await h.call('auth/session/userkey', { appSecret: app.secret, token })).body;
    expect((await h.call('i', {}, key.accessToken)).body.username).toBe('alice');
    expect((await h.call('auth/session/show', { token: 'nope' })).body.error.code).toBe('NO_SUCH_SESSION');
  });
});
