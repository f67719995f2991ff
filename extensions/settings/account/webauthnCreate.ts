import { fromBase64Url, toBase64Url } from './base64url';

/**
 * The browser side of registering a security key or passkey: `i/2fa/register-key`'s creation
 * options (PublicKeyCredentialCreationOptionsJSON) become a `navigator.credentials.create`
 * call, and the new credential goes to `i/2fa/key-done` as RegistrationResponseJSON, as
 * Misskey's own client sends it.
 */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

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

export interface RegistrationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
}

const oneOf = <T extends string>(values: readonly T[], v: string | undefined): T | undefined => values.find((x) => x === v);

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

function isAttestationResponse(r: AuthenticatorResponse): r is AuthenticatorAttestationResponse {
  return 'attestationObject' in r;
}

/** Asks the browser to make a credential; rejects (NotAllowedError, InvalidStateError …) when cancelled or refused. */
export async function createCredential(json: CreationOptionsJson): Promise<RegistrationJson> {
  const cred = await navigator.credentials.create({ publicKey: creationOptions(json) });
  if (!(cred instanceof PublicKeyCredential) || !isAttestationResponse(cred.response)) throw new Error('no credential');
  const r = cred.response;
  return {
    id: cred.id,
    rawId: toBase64Url(cred.rawId),
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: toBase64Url(r.clientDataJSON),
      attestationObject: toBase64Url(r.attestationObject),
      transports: r.getTransports(),
    },
  };
}
