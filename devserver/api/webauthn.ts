/**
 * Just enough WebAuthn for signin-flow's `next: 'passkey'` step: an assertion request per
 * user and the ES256 signature check of the answer (challenge, RP id hash, user presence).
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { State } from '../store/state';
import type { UserRec } from '../store/types';

const challenges = new WeakMap<State, Map<string, string>>();

function pending(state: State): Map<string, string> {
  let m = challenges.get(state);
  if (!m) challenges.set(state, (m = new Map()));
  return m;
}

export interface AssertionJson {
  id: string;
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
}

/** PublicKeyCredentialRequestOptionsJSON, as Misskey's `authRequest`. */
export function initiateAuthentication(state: State, user: UserRec) {
  const challenge = randomBytes(32).toString('base64url');
  pending(state).set(user.id, challenge);
  const host = new URL(state.origin).hostname;
  return {
    challenge,
    // An IP address cannot be a WebAuthn RP id: then the browser uses the page's own (localhost).
    ...(isIp(host) ? {} : { rpId: host }),
    allowCredentials: (user.securityKeys ?? []).map((k) => ({ id: k.id, type: 'public-key' as const })),
    userVerification: 'preferred' as const,
    timeout: 60_000,
  };
}

/** 'ok', or why the assertion was refused: no pending challenge / unknown key ('unknown') or a bad signature ('failed'). */
export function verifyAuthentication(state: State, user: UserRec, credential: unknown): 'ok' | 'unknown' | 'failed' {
  const challenge = pending(state).get(user.id);
  pending(state).delete(user.id);
  if (!challenge || !isAssertion(credential)) return 'failed';
  const key = (user.securityKeys ?? []).find((k) => k.id === credential.id);
  if (!key) return 'unknown';
  try {
    const clientDataJSON = Buffer.from(credential.response.clientDataJSON, 'base64url');
    const clientData = JSON.parse(clientDataJSON.toString('utf8')) as { type?: string; challenge?: string; origin?: string };
    if (clientData.type !== 'webauthn.get' || clientData.challenge !== challenge || !clientData.origin) return 'failed';
    const rpId = rpIdFor(state, clientData.origin);
    if (!rpId) return 'failed';
    const authData = Buffer.from(credential.response.authenticatorData, 'base64url');
    const rpIdHash = createHash('sha256').update(rpId).digest();
    if (authData.length < 37 || !authData.subarray(0, 32).equals(rpIdHash) || (authData[32] & 0x01) === 0) return 'failed';
    const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    const publicKey = createPublicKey({ key: key.publicKey, format: 'jwk' });
    return verify('sha256', signed, { key: publicKey, dsaEncoding: 'der' }, Buffer.from(credential.response.signature, 'base64url'))
      ? 'ok'
      : 'failed';
  } catch {
    return 'failed';
  }
}

export function isIp(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
}

/** The RP id the assertion must be for: this server's host, or localhost on its port when the server is addressed by IP. */
export function rpIdFor(state: State, origin: string): string | null {
  if (origin === state.origin) return isIp(new URL(origin).hostname) ? null : new URL(origin).hostname;
  const own = new URL(state.origin);
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return null;
  }
  return isIp(own.hostname) && o.hostname === 'localhost' && o.port === own.port && o.protocol === own.protocol ? 'localhost' : null;
}

function isAssertion(x: unknown): x is AssertionJson {
  if (!x || typeof x !== 'object') return false;
  const c = x as { id?: unknown; response?: Record<string, unknown> };
  return (
    typeof c.id === 'string' &&
    !!c.response &&
    typeof c.response.clientDataJSON === 'string' &&
    typeof c.response.authenticatorData === 'string' &&
    typeof c.response.signature === 'string'
  );
}
