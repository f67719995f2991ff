import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { creationOptions, requestOptions } from './webauthn';

const bytes = (b: BufferSource | undefined) => [...new Uint8Array(b instanceof ArrayBuffer ? b : new ArrayBuffer(0))];

describe('webauthn JSON', () => {
  it('round-trips base64url without padding', () => {
    const raw = new Uint8Array([251, 255, 0, 1, 62, 63]);
    const s = toBase64Url(raw.buffer);
    expect(s).toBe('-_8AAT4_');
    expect([...new Uint8Array(fromBase64Url(s))]).toEqual([...raw]);
  });

  it('reads base64url with or without its padding', () => {
    expect([...new Uint8Array(fromBase64Url('AQI'))]).toEqual([1, 2]);
    expect([...new Uint8Array(fromBase64Url('AQI='))]).toEqual([1, 2]);
    expect([...new Uint8Array(fromBase64Url('AQ'))]).toEqual([1]);
  });

  it("turns the server's request options into credentials.get options", () => {
    const o = requestOptions({
      challenge: 'AQID',
      rpId: 'example.com',
      userVerification: 'preferred',
      allowCredentials: [{ id: 'BAU', type: 'public-key' }],
    });
    expect(bytes(o.challenge)).toEqual([1, 2, 3]);
    expect(o.rpId).toBe('example.com');
    expect(bytes(o.allowCredentials?.[0]?.id)).toEqual([4, 5]);
  });

  it("turns i/2fa/register-key's options into credentials.create options, unknown values left to the browser", () => {
    const o = creationOptions({
      challenge: 'AQID',
      rp: { name: 'Kite', id: 'example.com' },
      user: { id: 'BAU', name: 'alice', displayName: 'Alice' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      attestation: 'bogus',
      excludeCredentials: [{ id: 'Bg', type: 'public-key' }],
      authenticatorSelection: { residentKey: 'required', userVerification: 'sometimes' },
    });
    expect(bytes(o.challenge)).toEqual([1, 2, 3]);
    expect(o.rp).toEqual({ name: 'Kite', id: 'example.com' });
    expect(bytes(o.user.id)).toEqual([4, 5]);
    expect(o.pubKeyCredParams).toEqual([{ alg: -7, type: 'public-key' }]);
    expect(o.attestation).toBe('none');
    expect(bytes(o.excludeCredentials?.[0]?.id)).toEqual([6]);
    expect(o.authenticatorSelection).toEqual({ residentKey: 'required', requireResidentKey: false, userVerification: undefined });
  });
});
