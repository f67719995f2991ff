import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';
import { totpCode } from '../store/totp';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

// Shapes checked against a real Misskey 2025.9 (curl, a fresh account): INCORRECT_PASSWORD ids per
// endpoint, and the plain Errors ('authentication failed', 'incorrect password', 'not verified') as INTERNAL_ERROR.
describe('account security (i/2fa/*, i/change-password, i/update-email)', () => {
  it('registers TOTP with a computed code, then asks for it on every password check and at sign-in', async () => {
    const signup = await h.call('signup', { username: 'sec1', password: 'password' });
    const t = signup.body.token as string;
    const wrong = await h.call('i/2fa/register', { password: 'nope' }, t);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'INCORRECT_PASSWORD', id: '78d6c839-20c9-4c66-b90a-fc0542168b48' });

    const reg = await h.call('i/2fa/register', { password: 'password' }, t);
    expect(Object.keys(reg.body).sort()).toEqual(['issuer', 'label', 'qr', 'secret', 'url']);
    expect(reg.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(reg.body.url).toContain(`secret=${reg.body.secret}`);
    expect(reg.body.qr).toMatch(/^data:image\//);

    const bad = await h.call('i/2fa/done', { token: '000000' === totpCode(reg.body.secret) ? '111111' : '000000' }, t);
    expect(bad.status).toBe(500);
    expect(bad.body.error.code).toBe('INTERNAL_ERROR');
    expect(bad.body.error.info.e.message).toBe('not verified');
    const done = await h.call('i/2fa/done', { token: totpCode(reg.body.secret) }, t);
    expect(done.body.backupCodes).toHaveLength(5);
    const me = (await h.call('i', {}, t)).body;
    expect(me).toMatchObject({ twoFactorEnabled: true, twoFactorBackupCodesStock: 'full', securityKeysList: [] });

    // The password alone no longer suffices.
    const noCode = await h.call('i/change-password', { currentPassword: 'password', newPassword: 'x' }, t);
    expect(noCode.status).toBe(500);
    expect(noCode.body.error.info.e.message).toBe('authentication failed');
    expect((await h.call('signin-flow', { username: 'sec1', password: 'password' })).body).toEqual({ finished: false, next: 'totp' });
    const signin = await h.call('signin-flow', { username: 'sec1', password: 'password', token: totpCode(reg.body.secret) });
    expect(signin.body.finished).toBe(true);

    // A backup code works once, and the stock says so.
    const code = done.body.backupCodes[0] as string;
    expect((await h.call('signin-flow', { username: 'sec1', password: 'password', token: code })).body.finished).toBe(true);
    expect((await h.call('signin-flow', { username: 'sec1', password: 'password', token: code })).status).toBe(403);
    expect((await h.call('i', {}, t)).body.twoFactorBackupCodesStock).toBe('partial');

    const off = await h.call('i/2fa/unregister', { password: 'password', token: totpCode(reg.body.secret) }, t);
    expect(off.status).toBe(204);
    expect((await h.call('i', {}, t)).body.twoFactorEnabled).toBe(false);
  });

  it('changes the password only with the current one (a wrong one is an INTERNAL_ERROR, as in Misskey)', async () => {
    const t = (await h.call('signup', { username: 'sec2', password: 'password' })).body.token as string;
    const wrong = await h.call('i/change-password', { currentPassword: 'bad', newPassword: 'new-pass' }, t);
    expect(wrong.status).toBe(500);
    expect(wrong.body.error.info.e.message).toBe('incorrect password');
    expect((await h.call('i/change-password', { currentPassword: 'password', newPassword: 'new-pass' }, t)).status).toBe(204);
    expect((await h.call('signin-flow', { username: 'sec2', password: 'new-pass' })).body.finished).toBe(true);
  });

  it('sets the e-mail address (unverified) and refuses an unavailable one; the other 2fa calls answer like Misskey', async () => {
    const t = (await h.call('signup', { username: 'sec3', password: 'password' })).body.token as string;
    expect((await h.call('i', {}, t)).body.emailNotificationTypes).toEqual(['follow', 'receiveFollowRequest']);
    const bad = await h.call('i/update-email', { password: 'password', email: 'someone@nowhere.invalid' }, t);
    expect(bad.body.error).toMatchObject({ code: 'UNAVAILABLE', id: 'a2defefb-f220-8849-0af6-17f816099323' });
    const ok = await h.call('i/update-email', { password: 'password', email: 'me@example.com' }, t);
    expect(ok.body).toMatchObject({ email: 'me@example.com', emailVerified: false });
    const noKey = await h.call('i/2fa/password-less', { value: true }, t);
    expect(noKey.body.error).toMatchObject({ code: 'NO_SECURITY_KEY', id: 'f9c54d7f-d4c2-4d3c-9a8g-a70daac86512' });
    expect((await h.call('i/2fa/remove-key', { password: 'password', credentialId: 'nope' }, t)).body).toEqual({});
    expect((await h.call('i/2fa/update-key', { name: 'x', credentialId: 'nope' }, t)).body.error.code).toBe('NO_SUCH_KEY');
  });
});
