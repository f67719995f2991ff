/**
 * The browser side of signin-flow's `next: 'passkey'` step: the server's request options
 * (base64url JSON) become a `navigator.credentials.get` call, and the assertion goes back as
 * JSON (AuthenticationResponseJSON), as Misskey's own client sends it.
 */
export interface RequestOptionsJson {
  challenge: string;
  rpId?: string;
  timeout?: number;
  userVerification?: UserVerificationRequirement;
  allowCredentials?: { id: string; type: string; transports?: string[] }[];
}

export interface AssertionJson {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
}

export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

export function fromBase64Url(s: string): ArrayBuffer {
  const b64 = s
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(s.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out.buffer;
}

export function toBase64Url(buf: ArrayBuffer): string {
  let bin = '';
  for (const b of new Uint8Array(buf)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function requestOptions(json: RequestOptionsJson): PublicKeyCredentialRequestOptions {
  return {
    challenge: fromBase64Url(json.challenge),
    ...(json.rpId ? { rpId: json.rpId } : {}),
    ...(json.timeout ? { timeout: json.timeout } : {}),
    ...(json.userVerification ? { userVerification: json.userVerification } : {}),
    allowCredentials: (json.allowCredentials ?? []).map((c) => ({ id: fromBase64Url(c.id), type: 'public-key' as const })),
  };
}

function isAssertionResponse(r: AuthenticatorResponse): r is AuthenticatorAssertionResponse {
  return 'authenticatorData' in r && 'signature' in r;
}

/** Asks the browser for an assertion; rejects (NotAllowedError …) when the person cancels or it times out. */
export async function getAssertion(json: RequestOptionsJson, signal?: AbortSignal): Promise<AssertionJson> {
  const cred = await navigator.credentials.get({ publicKey: requestOptions(json), signal });
  if (!(cred instanceof PublicKeyCredential) || !isAssertionResponse(cred.response)) throw new Error('no assertion');
  const r = cred.response;
  return {
    id: cred.id,
    rawId: toBase64Url(cred.rawId),
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: toBase64Url(r.clientDataJSON),
      authenticatorData: toBase64Url(r.authenticatorData),
      signature: toBase64Url(r.signature),
      ...(r.userHandle ? { userHandle: toBase64Url(r.userHandle) } : {}),
    },
  };
}
