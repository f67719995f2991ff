import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('sign-in and tokens', () => {
  it('signs in with signin-flow and works with misskey-js APIClient', async () => {
    const r = await h.call('signin-flow', { username: 'alice', password: 'password' });
    expect(r.body).toMatchObject({ finished: true });
    const me = await h.client(r.body.i).request('i', {});
    expect(me.username).toBe('alice');
    expect(me.isAdmin).toBe(true);
    expect(me.policies.noteDraftLimit).toBeGreaterThan(0);
  });

  it("rejects a wrong password with Misskey's id and asks for TOTP when enabled", async () => {
    const bad = await h.call('signin-flow', { username: 'alice', password: 'nope' });
    expect(bad.status).toBe(403);
    expect(bad.body.error.id).toBe('932c904e-9460-45b7-9ce6-7ed33be7eb2c');
    const step = await h.call('signin-flow', { username: 'grace', password: 'password' });
    expect(step.body).toEqual({ finished: false, next: 'totp' });
    const done = await h.call('signin-flow', { username: 'grace', password: 'password', token: '123456' });
    expect(done.body.finished).toBe(true);
  });

  it('signs up a new user', async () => {
    const r = await h.call('signup', { username: 'newbie', password: 'pw' });
    expect(r.body.username).toBe('newbie');
    expect(typeof r.body.token).toBe('string');
    expect((await h.call('i', {}, r.body.token)).body.username).toBe('newbie');
  });

  it('issues MiAuth tokens through the approval page, with scoped permissions', async () => {
    const session = 'test-session-1';
    const page = await fetch(
      `${h.url}/miauth/${session}?name=Kite&callback=${encodeURIComponent(`${h.url}/cb`)}&permission=read:account,write:notes`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('<script');
    expect((await h.call(`miauth/${session}/check`)).body).toEqual({ ok: false });
    const post = await fetch(`${h.url}/miauth/${session}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=alice&password=password&action=accept',
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe(`${h.url}/cb?session=${session}`);
    const check = await h.call(`miauth/${session}/check`);
    expect(check.body.ok).toBe(true);
    expect(check.body.user.username).toBe('alice');
    const token = check.body.token as string;
    expect((await h.call('i', {}, token)).status).toBe(200);
    const denied = await h.call('i/registry/get-all', { scope: [] }, token);
    expect(denied.body.error.code).toBe('ACCESS_DENIED');
    const noKind = await h.call('drive/files', {}, token);
    expect(noKind.body.error).toMatchObject({ code: 'PERMISSION_DENIED', id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838' });
  });

  it('rejects a wrong password on the approval page', async () => {
    await fetch(`${h.url}/miauth/s2?name=X`);
    const post = await fetch(`${h.url}/miauth/s2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=alice&password=bad&action=accept',
    });
    expect(post.status).toBe(403);
    expect(await post.text()).toContain('Wrong username or password');
  });

  it('miauth/gen-token and i/revoke-token; a revoked token fails with AUTHENTICATION_FAILED', async () => {
    const t = await h.signin('bob');
    const gen = await h.call('miauth/gen-token', { session: null, name: 'plugin', permission: ['read:account'] }, t);
    expect(typeof gen.body.token).toBe('string');
    expect((await h.call('i', {}, gen.body.token)).status).toBe(200);
    expect((await h.call('i/revoke-token', { token: gen.body.token }, t)).status).toBe(204);
    const after = await h.call('i', {}, gen.body.token);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('AUTHENTICATION_FAILED');
  });
});
