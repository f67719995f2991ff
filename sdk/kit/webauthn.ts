import { fromBase64Url, toBase64Url } from './base64url';

/**
 * The browser side of WebAuthn as Misskey's own client speaks it: the server's options (base64url
 * JSON) become a `navigator.credentials` call, and the answer goes back as JSON — an assertion for
 * signin-flow's `next: 'passkey'` step, a new credential for `i/2fa/key-done`.
 */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

/** PublicKeyCredentialRequestOptionsJSON, as signin-flow sends it. */
export interface RequestOptionsJson {
  challenge: string;
  rpId?: string;
  timeout?: number;
  userVerification?: UserVerificationRequirement;
  allowCredentials?: { id: string; type: string; transports?: string[] }[];
}

/** AuthenticationResponseJSON. */
export interface AssertionJson {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
}

/** PublicKeyCredentialCreationOptionsJSON, as `i/2fa/register-key` sends it. */
export interface CreationOptionsJson {
  challenge: string;
  rp: { name?: string; id?: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { alg: number; type: string }[];
  timeout?: number | null;
  attestation?: string | null;
  excludeCredentials?: { id: string; type: string; transports?: string[] }[] | null;
  authenticatorSelection?: { residentKey?: string; userVerification?: string; requireResidentKey?: boolean } | null;
}

/** RegistrationResponseJSON. */
export interface RegistrationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
}

const oneOf = <T extends string>(values: readonly T[], v: string | undefined): T | undefined => values.find((x) => x === v);

/** The browser's options for `navigator.credentials.get` from the server's JSON (binary fields decoded). */
export function requestOptions(json: RequestOptionsJson): PublicKeyCredentialRequestOptions {
  return {
    challenge: fromBase64Url(json.challenge),
    ...(json.rpId ? { rpId: json.rpId } : {}),
    ...(json.timeout ? { timeout: json.timeout } : {}),
    ...(json.userVerification ? { userVerification: json.userVerification } : {}),
    allowCredentials: (json.allowCredentials ?? []).map((c) => ({ id: fromBase64Url(c.id), type: 'public-key' as const })),
  };
}

/** The browser's options for `navigator.credentials.create` from the server's JSON (binary fields decoded). */
export function creationOptions(json: CreationOptionsJson): PublicKeyCredentialCreationOptions {
  const sel = json.authenticatorSelection;
  return {
    challenge: fromBase64Url(json.challenge),
    // Without an id the browser uses the page's own host (the devserver leaves it out when addressed by IP).
    rp: { name: json.rp.name ?? location.host, ...(json.rp.id ? { id: json.rp.id } : {}) },
    user: { id: fromBase64Url(json.user.id), name: json.user.name, displayName: json.user.displayName },
    pubKeyCredParams: json.pubKeyCredParams.map((p) => ({ alg: p.alg, type: 'public-key' as const })),
    ...(json.timeout ? { timeout: json.timeout } : {}),
    attestation: oneOf(['none', 'indirect', 'direct', 'enterprise'] as const, json.attestation ?? undefined) ?? 'none',
    excludeCredentials: (json.excludeCredentials ?? []).map((c) => ({ id: fromBase64Url(c.id), type: 'public-key' as const })),
    authenticatorSelection: {
      residentKey: oneOf(['discouraged', 'preferred', 'required'] as const, sel?.residentKey),
      requireResidentKey: sel?.requireResidentKey ?? false,
      userVerification: oneOf(['discouraged', 'preferred', 'required'] as const, sel?.userVerification),
    },
  };
}

function isAssertionResponse(r: AuthenticatorResponse): r is AuthenticatorAssertionResponse {
  return 'authenticatorData' in r && 'signature' in r;
}

function isAttestationResponse(r: AuthenticatorResponse): r is AuthenticatorAttestationResponse {
  return 'attestationObject' in r;
}

/** What an assertion and a new credential share as JSON: the credential's ids and type, around its response. */
function credentialJson<R>(
  cred: PublicKeyCredential,
  response: R,
): { id: string; rawId: string; type: 'public-key'; clientExtensionResults: Record<string, never>; response: R } {
  return { id: cred.id, rawId: toBase64Url(cred.rawId), type: 'public-key', clientExtensionResults: {}, response };
}

/** Asks the browser for an assertion; rejects (NotAllowedError …) when the person cancels or it times out. */
export async function getAssertion(json: RequestOptionsJson, signal?: AbortSignal): Promise<AssertionJson> {
  const cred = await navigator.credentials.get({ publicKey: requestOptions(json), signal });
  if (!(cred instanceof PublicKeyCredential) || !isAssertionResponse(cred.response)) throw new Error('no assertion');
  const r = cred.response;
  return credentialJson(cred, {
    clientDataJSON: toBase64Url(r.clientDataJSON),
    authenticatorData: toBase64Url(r.authenticatorData),
    signature: toBase64Url(r.signature),
    ...(r.userHandle ? { userHandle: toBase64Url(r.userHandle) } : {}),
  });
}

/** Asks the browser to make a credential; rejects (NotAllowedError, InvalidStateError …) when cancelled or refused. */
export async function createCredential(json: CreationOptionsJson): Promise<RegistrationJson> {
  const cred = await navigator.credentials.create({ publicKey: creationOptions(json) });
  if (!(cred instanceof PublicKeyCredential) || !isAttestationResponse(cred.response)) throw new Error('no credential');
  const r = cred.response;
  return credentialJson(cred, {
    clientDataJSON: toBase64Url(r.clientDataJSON),
    attestationObject: toBase64Url(r.attestationObject),
    transports: r.getTransports(),
  });
}
