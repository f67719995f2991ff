import { describe, expect, it } from 'vitest';
import { fromBase64Url, keysOf, sameKey } from './pushSubscription';

/** A subscription as the browser hands it out (only what the helpers read). */
function subscription(key: Uint8Array, auth: number[], p256dh: number[]): PushSubscription {
  const buf = (bytes: number[]) => new Uint8Array(bytes).buffer;
  const sub = {
    endpoint: 'https://push.example/e1',
    options: { userVisibleOnly: true, applicationServerKey: key.buffer },
    getKey: (name: PushEncryptionKeyName) => (name === 'auth' ? buf(auth) : buf(p256dh)),
  };
  return sub as unknown as PushSubscription;
}

describe('push subscription helpers', () => {
  it('decodes the server key from base64url (no padding, - and _)', () => {
    expect([...fromBase64Url('-_8')]).toEqual([0xfb, 0xff]);
    expect([...fromBase64Url('AQID')]).toEqual([1, 2, 3]);
  });

  it('gives sw/register the endpoint and the keys in base64url', () => {
    expect(keysOf(subscription(new Uint8Array([1]), [0xfb, 0xff], [1, 2, 3]))).toEqual({
      endpoint: 'https://push.example/e1',
      auth: '-_8',
      publickey: 'AQID',
    });
  });

  it('knows whether a subscription was made with this server’s key', () => {
    const sub = subscription(new Uint8Array([1, 2, 3]), [], []);
    expect(sameKey(sub, 'AQID')).toBe(true);
    expect(sameKey(sub, 'AQIE')).toBe(false);
    expect(sameKey(sub, 'AQIDBA')).toBe(false);
  });
});
