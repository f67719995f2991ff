/**
 * Just enough WebAuthn registration for `i/2fa/register-key` → `i/2fa/key-done`: creation
 * options shaped as Misskey's (PublicKeyCredentialCreationOptionsJSON), and the check of the
 * browser's answer — client data (type, challenge, origin), the authenticator data's RP id
 * hash and flags (present, verified, with a credential), and its ES256 public key.
 * The attestation statement is not checked (Misskey asks for `indirect` and accepts self
 * attestation); only ES256 keys are offered, the one kind the devserver's sign-in verifies.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { State } from '../store/state';
import type { SecurityKeyRec, UserRec } from '../store/types';
import { decodeCbor } from './cbor';
import { isIp, rpIdFor } from './webauthn';

const challenges = new WeakMap<State, Map<string, string>>();

function pending(state: State): Map<string, string> {
  let m = challenges.get(state);
  if (!m) challenges.set(state, (m = new Map()));
  return m;
}

export function initiateRegistration(state: State, user: UserRec) {
  const challenge = randomBytes(32).toString('base64url');
  pending(state).set(user.id, challenge);
  const origin = new URL(state.origin);
  return {
    challenge,
    // An IP address cannot be a WebAuthn RP id: then the browser uses the page's own (localhost).
    rp: { name: origin.host, ...(isIp(origin.hostname) ? {} : { id: origin.hostname }) },
    user: { id: Buffer.from(user.id).toString('base64url'), name: user.username, displayName: user.name ?? '' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
    timeout: 60_000,
    attestation: 'indirect' as const,
    // The devserver keeps no transports of a key (Misskey lists those the browser reported).
    excludeCredentials: (user.securityKeys ?? []).map((k) => ({ id: k.id, type: 'public-key', transports: [] })),
    authenticatorSelection: { residentKey: 'required' as const, userVerification: 'preferred' as const, requireResidentKey: true },
    extensions: { credProps: true },
  };
}

interface RegistrationJson {
  id: string;
  response: { clientDataJSON: string; attestationObject: string };
}

function isRegistration(x: unknown): x is RegistrationJson {
  if (!x || typeof x !== 'object') return false;
  const c = x as { id?: unknown; response?: Record<string, unknown> };
  return (
    typeof c.id === 'string' &&
    !!c.response &&
    typeof c.response.clientDataJSON === 'string' &&
    typeof c.response.attestationObject === 'string'
  );
}

const FLAG_PRESENT = 0x01;
const FLAG_VERIFIED = 0x04;
const FLAG_CREDENTIAL = 0x40;

/** The new key (id and public key), or null when the answer does not verify (Misskey: 'verification failed'). */
export function verifyRegistration(state: State, user: UserRec, credential: unknown): Pick<SecurityKeyRec, 'id' | 'publicKey'> | null {
  const challenge = pending(state).get(user.id);
  pending(state).delete(user.id);
  if (!challenge || !isRegistration(credential)) return null;
  try {
    const clientData = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')) as {
      type?: string;
      challenge?: string;
      origin?: string;
    };
    if (clientData.type !== 'webauthn.create' || clientData.challenge !== challenge || !clientData.origin) return null;
    const rpId = rpIdFor(state, clientData.origin);
    if (!rpId) return null;
    const attestation = decodeCbor(Buffer.from(credential.response.attestationObject, 'base64url')).value;
    const authData = attestation instanceof Map ? attestation.get('authData') : null;
    if (!Buffer.isBuffer(authData) || authData.length < 55) return null;
    const flags = authData[32];
    if (!authData.subarray(0, 32).equals(createHash('sha256').update(rpId).digest())) return null;
    if ((flags & (FLAG_PRESENT | FLAG_VERIFIED | FLAG_CREDENTIAL)) !== (FLAG_PRESENT | FLAG_VERIFIED | FLAG_CREDENTIAL)) return null;
    // rpIdHash (32) flags (1) signCount (4) aaguid (16) credentialIdLength (2) credentialId, then the COSE key.
    const idLength = authData.readUInt16BE(53);
    const id = authData.subarray(55, 55 + idLength).toString('base64url');
    if (id !== credential.id) return null;
    const cose = decodeCbor(authData, 55 + idLength).value;
    if (!(cose instanceof Map)) return null;
    const [kty, alg, crv, x, y] = [cose.get(1), cose.get(3), cose.get(-1), cose.get(-2), cose.get(-3)];
    // EC2 key (kty 2), ES256 (alg -7) on P-256 (crv 1).
    if (kty !== 2 || alg !== -7 || crv !== 1 || !Buffer.isBuffer(x) || !Buffer.isBuffer(y) || x.length !== 32 || y.length !== 32)
      return null;
    return { id, publicKey: { kty: 'EC', crv: 'P-256', x: x.toString('base64url'), y: y.toString('base64url') } };
  } catch {
    return null;
  }
}
