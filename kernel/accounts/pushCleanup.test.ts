import { afterEach, describe, expect, it, vi } from 'vitest';
import { unregisterPush } from './pushCleanup';

afterEach(() => {
  vi.unstubAllGlobals();
});

function browserWith(subscription: { endpoint: string } | null) {
  const getSubscription = vi.fn(async () => subscription);
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription } }) } });
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('sign-out push clean-up', () => {
  it('unregisters this device’s subscription for the account, with its token, on its server', async () => {
    const fetchMock = browserWith({ endpoint: 'https://push.example/e1' });
    await unregisterPush({ origin: 'https://misskey.example', token: 'tok' });
    expect(fetchMock).toHaveBeenCalledWith('https://misskey.example/api/sw/unregister', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ i: 'tok', endpoint: 'https://push.example/e1' }),
    });
  });

  it('asks nothing of the server when this device never subscribed', async () => {
    const fetchMock = browserWith(null);
    await unregisterPush({ origin: 'https://misskey.example', token: 'tok' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
