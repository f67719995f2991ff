/**
 * Misskey 2025.9's OAuth 2 authorization server (authorization code grant, PKCE S256 required),
 * as a test double: `authorize` validates the request and opens a transaction for the consent
 * page, `decide` turns the person's answer into the redirect back to the app, `exchange`
 * trades the code (once) for an access token limited to the granted scopes. Transactions and
 * codes live 5 minutes in memory, as on the real server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { permissions } from 'misskey-js';
import type { State } from '../store/state';
import { appToken } from '../store/accounts';
import { OAuthError, discoverClient, validateClientId, type ClientFetch, type ClientInfo } from './client';

const LIFETIME_MS = 5 * 60 * 1000;

interface Transaction {
  client: ClientInfo;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  codeChallenge: string;
  expiresAt: number;
}

interface Grant {
  clientId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
  grantedToken: string | null;
}

/** What the consent page receives (Misskey renders these as `misskey:oauth:*` meta tags). */
export interface ConsentMeta {
  transactionId: string;
  clientName: string;
  clientLogo: string | null;
  scope: string;
}

export type AuthorizeResult = { kind: 'consent'; meta: ConsentMeta } | { kind: 'redirect'; location: string };

const random = (): string => randomBytes(48).toString('base64url');

/** `redirectUri` with the answer's parameters, then `iss` (RFC 9207), as Misskey's query mode writes it. */
function answerUrl(redirectUri: string, params: Record<string, string | null>, issuer: string): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v != null) url.searchParams.append(k, v);
  url.searchParams.append('iss', issuer);
  return url.toString();
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export class OAuthProvider {
  private readonly transactions = new Map<string, Transaction>();
  private readonly grants = new Map<string, Grant>();

  constructor(
    private readonly state: State,
    private readonly fetchPage: ClientFetch,
  ) {}

  /** RFC 8414 metadata (`/.well-known/oauth-authorization-server`). */
  metadata(): Record<string, unknown> {
    const issuer = this.state.origin;
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      scopes_supported: permissions,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      service_documentation: 'https://misskey-hub.net',
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    };
  }

  /** GET /oauth/authorize. Throws `OAuthError` for what the app is not told (bad client or redirect URI). */
  async authorize(q: URLSearchParams): Promise<AuthorizeResult> {
    const type = q.get('response_type');
    if (!type) throw new OAuthError('invalid_request', 'Missing required parameter: response_type');
    if (type !== 'code') throw new OAuthError('unsupported_response_type', `Unsupported response type: ${type}`, 501);
    const clientUrl = validateClientId(q.get('client_id') ?? undefined);
    const client = await discoverClient(this.fetchPage, clientUrl.href);
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri)) throw new OAuthError('invalid_request', 'Invalid redirect_uri');
    const state = q.get('state');
    // From here on, the app learns of a refusal through its redirect URI.
    const refuse = (error: string, description: string): AuthorizeResult => ({
      kind: 'redirect',
      location: answerUrl(redirectUri, { error, error_description: description, state }, this.state.origin),
    });
    const known: readonly string[] = permissions;
    const scopes = [...new Set((q.get('scope') ?? '').split(' '))].filter((s) => known.includes(s));
    if (!scopes.length) return refuse('invalid_scope', '`scope` parameter has no known scope');
    const codeChallenge = q.get('code_challenge');
    if (!codeChallenge) return refuse('invalid_request', '`code_challenge` parameter is required');
    if (q.get('code_challenge_method') !== 'S256')
      return refuse('invalid_request', '`code_challenge_method` parameter must be set as S256');
    const transactionId = random();
    this.transactions.set(transactionId, { client, redirectUri, scopes, state, codeChallenge, expiresAt: Date.now() + LIFETIME_MS });
    return { kind: 'consent', meta: { transactionId, clientName: client.name, clientLogo: client.logo, scope: scopes.join(' ') } };
  }

  /** POST /oauth/decision (`transaction_id`, `login_token` = the person's native token, `cancel`): where the browser goes next. */
  decide(body: URLSearchParams): string {
    const id = body.get('transaction_id');
    if (!id) throw new OAuthError('invalid_request', 'Missing transaction ID');
    const txn = this.transactions.get(id);
    if (!txn || txn.expiresAt < Date.now()) throw new OAuthError('access_denied', 'Invalid or expired transaction ID');
    if (body.get('cancel')) {
      this.transactions.delete(id);
      return answerUrl(txn.redirectUri, { error: 'access_denied', state: txn.state }, this.state.origin);
    }
    const loginToken = body.get('login_token');
    if (!loginToken) throw new OAuthError('invalid_request', 'No user');
    const token = this.state.token(loginToken);
    // Only a native token (the web client's own) may approve, as Misskey looks it up on the user.
    const user = token && token.permission == null ? this.state.user(token.userId) : undefined;
    if (!user) throw new OAuthError('invalid_request', 'No such user');
    this.transactions.delete(id);
    const code = random();
    this.grants.set(code, {
      clientId: txn.client.id,
      userId: user.id,
      redirectUri: txn.redirectUri,
      codeChallenge: txn.codeChallenge,
      scopes: txn.scopes,
      expiresAt: Date.now() + LIFETIME_MS,
      used: false,
      grantedToken: null,
    });
    return answerUrl(txn.redirectUri, { code, state: txn.state }, this.state.origin);
  }

  /** POST /oauth/token (authorization_code with `code_verifier`). */
  exchange(body: Record<string, unknown>): { access_token: string; scope: string; token_type: 'Bearer' } {
    const str = (k: string): string | null => {
      const v = body[k];
      return typeof v === 'string' ? v : null;
    };
    const type = str('grant_type');
    if (type !== 'authorization_code')
      throw new OAuthError('unsupported_grant_type', `Unsupported grant type: ${type ?? 'undefined'}`, 501);
    const code = str('code');
    if (!code) throw new OAuthError('invalid_request', 'Missing required parameter: code');
    const invalid = new OAuthError('invalid_grant', 'Invalid authorization code', 403);
    const grant = this.grants.get(code);
    if (!grant || grant.expiresAt < Date.now()) throw invalid;
    if (grant.used) {
      // A code used twice revokes what it gave (RFC 6749 §4.1.2).
      this.grants.delete(code);
      if (grant.grantedToken) this.state.removeToken(grant.grantedToken);
      throw invalid;
    }
    grant.used = true;
    if (str('client_id') !== grant.clientId || str('redirect_uri') !== grant.redirectUri) throw invalid;
    const verifier = str('code_verifier');
    if (!verifier || s256(verifier) !== grant.codeChallenge) throw invalid;
    const user = this.state.user(grant.userId);
    if (!user) throw invalid;
    const t = appToken(this.state, user, { name: grant.clientId, iconUrl: null, permission: grant.scopes });
    grant.grantedToken = t.token;
    this.state.changed();
    return { access_token: t.token, scope: grant.scopes.join(' '), token_type: 'Bearer' };
  }
}
