import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = await h.signin('alice');
  bob = await h.signin('bob');
});
afterAll(async () => {
  await h.close();
});

const sub = { endpoint: 'https://push.example/send/abc', auth: 'YXV0aA', publickey: 'cHVibGlj' };

describe('sw/* push registrations', () => {
  it('meta gives a VAPID public key (an uncompressed P-256 point) and says push is on', async () => {
    const meta = (await h.call('meta', {})).body as { swPublickey: string; enableServiceWorker: boolean };
    expect(meta.enableServiceWorker).toBe(true);
    expect(Buffer.from(meta.swPublickey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(meta.swPublickey, 'base64url')[0]).toBe(4);
  });

  it('registers once per user and endpoint, shows, updates and unregisters as Misskey does', async () => {
    const meta = (await h.call('meta', {})).body as { swPublickey: string };
    const first = (await h.call('sw/register', sub, alice)).body as Record<string, unknown>;
    expect(first).toMatchObject({ state: 'subscribed', key: meta.swPublickey, endpoint: sub.endpoint, sendReadMessage: false });
    expect(typeof first.userId).toBe('string');
    expect((await h.call('sw/register', sub, alice)).body).toMatchObject({ state: 'already-subscribed' });
    expect((await h.call('sw/show-registration', { endpoint: sub.endpoint }, alice)).body).toEqual({
      userId: first.userId,
      endpoint: sub.endpoint,
      sendReadMessage: false,
    });
    // Another account on the same browser has none until it registers: no content (204), as Misskey answers null.
    expect((await h.call('sw/show-registration', { endpoint: sub.endpoint }, bob)).status).toBe(204);
    expect((await h.call('sw/update-registration', { endpoint: sub.endpoint, sendReadMessage: true }, alice)).body).toMatchObject({
      sendReadMessage: true,
    });
    expect((await h.call('sw/unregister', { endpoint: sub.endpoint }, alice)).status).toBe(204);
    expect((await h.call('sw/show-registration', { endpoint: sub.endpoint }, alice)).status).toBe(204);
  });

  it('refuses what Misskey refuses', async () => {
    expect((await h.call('sw/update-registration', { endpoint: 'https://push.example/none' }, alice)).body.error).toMatchObject({
      code: 'NO_SUCH_REGISTRATION',
      id: ' b09d8066-8064-5613-efb6-0e963b21d012',
    });
    expect((await h.call('sw/register', sub)).body.error).toMatchObject({ code: 'ACCESS_DENIED' });
    expect((await h.call('sw/register', { endpoint: sub.endpoint }, alice)).body.error).toMatchObject({ code: 'INVALID_PARAM' });
  });

  it('unregisters signed out: the endpoint goes for every account', async () => {
    await h.call('sw/register', sub, alice);
    await h.call('sw/register', sub, bob);
    expect((await h.call('sw/unregister', { endpoint: sub.endpoint })).status).toBe(204);
    expect((await h.call('sw/show-registration', { endpoint: sub.endpoint }, alice)).status).toBe(204);
    expect((await h.call('sw/show-registration', { endpoint: sub.endpoint }, bob)).status).toBe(204);
  });
});
