import { describe, expect, it } from 'vitest';
import { fromBase64Url, requestOptions, toBase64Url } from './webauthn';

describe('webauthn JSON', () => {
  it('round-trips base64url without padding', () => {
    const bytes = new Uint8Array([251, 255, 0, 1, 62, 63]);
    const s = toBase64Url(bytes.buffer);
    expect(s).toBe('-_8AAT4_');
    expect([...new Uint8Array(fromBase64Url(s))]).toEqual([...bytes]);
  });

  it("turns the server's request options into credentials.get options", () => {
    const o = requestOptions({
      challenge: 'AQID',
      rpId: 'example.com',
      userVerification: 'preferred',
      allowCredentials: [{ id: 'BAU', type: 'public-key' }],
    });
    expect([...new Uint8Array(o.challenge as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(o.rpId).toBe('example.com');
    expect([...new Uint8Array(o.allowCredentials?.[0].id as ArrayBuffer)]).toEqual([4, 5]);
  });
});
