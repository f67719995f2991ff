import * as misskeyApi from 'misskey-js/api.js';
import { ApiError } from '@kite/sdk';
import type { ApiCallOptions, ApiCallerErrors, ApiFeedbackService, ApiService, EndpointName, EndpointReq } from '@kite/sdk';
import type { MultipartOptions, XhrLike } from './multipart';
import { noteWarmRequest, takeWarm } from '../boot/warmStart';

/** The answer of an endpoint for these parameters (misskey-js resolves `$switch` responses, e.g. users/show by id or ids). */
type Res<E extends EndpointName, P extends EndpointReq<E>> = misskeyApi.SwitchCaseResponseType<E, P>;

/** Where calls go and with which token. */
export interface ApiTarget {
  origin: string;
  token: string | null;
}

/** How `requestWithUi` shows progress and errors (the ApiFeedback an extension provides). */
export type ApiUi = Pick<ApiFeedbackService, 'waiting' | 'showError'>;

export interface KernelApiDeps {
  /** The current account's server and token, read at call time (accounts switch). */
  target: () => ApiTarget;
  /** Looks up a stored account's target for `opts.account`; null when unknown. */
  accountTarget?: (accountId: string) => ApiTarget | null;
  ui?: () => ApiUi | null;
  fetch?: typeof fetch;
  /** Creates the XMLHttpRequest `postMultipart` uses (tests pass a fake). */
  xhr?: () => XhrLike;
  /** The wait before a value-setting write whose answer was lost is sent again (tests pass 0). */
  retryDelayMs?: number;
}

/** Spec 1 §5: endpoint names must not contain a scheme separator. */
export function assertEndpoint(endpoint: string): void {
  if (endpoint.includes('://')) throw new Error('invalid endpoint');
}

/** Turns whatever a call rejected with into an `ApiError`. */
export function toApiError(e: unknown, endpoint: string, status?: number): ApiError {
  if (e instanceof ApiError) return e;
  if (typeof e === 'object' && e !== null && misskeyApi.isAPIError(e as never)) {
    const b = e as { code?: string; id?: string; message?: string; kind?: string; info?: unknown };
    return new ApiError({
      code: b.code ?? 'UNKNOWN',
      id: b.id ?? '',
      message: b.message ?? '',
      kind: b.kind,
      info: b.info,
      endpoint,
      status,
    });
  }
  if (e instanceof DOMException && e.name === 'AbortError')
    return new ApiError({ code: 'ABORTED', id: '', message: 'aborted', endpoint, status });
  const message = e instanceof Error ? e.message : String(e);
  // A body that is not JSON (proxy error page, cut-off response) surfaces as a SyntaxError.
  const code = e instanceof SyntaxError ? 'INVALID_RESPONSE' : status == null ? 'NETWORK_ERROR' : 'UNKNOWN';
  return new ApiError({ code, id: '', message, endpoint, status });
}

/**
 * Some endpoints (signup, signin captcha checks) answer with Fastify's own error body,
 * `{ statusCode, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' }`, not Misskey's
 * `{ error: { code, id, message } }`; misskey-js would lose the message. Null for other bodies.
 */
export function fastifyError(body: string, endpoint: string, status: number): ApiError | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const b = parsed as { statusCode?: unknown; error?: unknown; message?: unknown };
  if (typeof b.error !== 'string' || typeof b.message !== 'string') return null;
  return new ApiError({ code: 'UNKNOWN', id: '', message: b.message, endpoint, status });
}

const RETRY_DELAY_MS = 400;

/**
 * Writes that set values rather than add something (`i/update`, `…/update…`, `i/registry/set`):
 * sending one twice leaves the server as sending it once.
 */
export const setsValues = (endpoint: string): boolean =>
  /(^|\/)update[^/]*$|^i\/registry\/set$|^notifications\/mark-all-as-read$/.test(endpoint);

/** The request may have been done, but its answer never arrived whole (reset, cut, a proxy's page). */
const answerLost = (e: unknown): boolean =>
  e instanceof ApiError && (e.code === 'NETWORK_ERROR' || e.code === 'INVALID_RESPONSE' || (e.status ?? 0) > 501);

/**
 * The kernel's API client: misskey-js's `APIClient` (POST `{origin}/api/{endpoint}`,
 * token as `i`, credentials omitted, 204 → undefined), with abort, a GET variant, a
 * per-call token or stored account, and error normalisation.
 */
export class KernelApi implements ApiService {
  constructor(private readonly deps: KernelApiDeps) {}

  get origin(): string {
    return this.deps.target().origin;
  }

  private resolveTarget(opts?: ApiCallOptions): ApiTarget {
    const base = this.deps.target();
    if (opts?.account) {
      const t = this.deps.accountTarget?.(opts.account);
      if (!t)
        throw new ApiError({ code: 'NO_ACCOUNT_TOKEN', id: '', message: 'cannot find the token of the selected account.', endpoint: '' });
      return t;
    }
    if (opts?.token !== undefined) return { origin: base.origin, token: opts.token };
    return base;
  }

  async request<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions,
  ): Promise<Res<E, P>> {
    try {
      return await this.requestOnce<E, P>(endpoint, params, opts);
    } catch (e) {
      // A write that sets values (not adds) may be sent again: a lost answer is then settled
      // by the second one instead of being reported as a failure the server never had.
      if (!setsValues(endpoint) || !answerLost(e) || opts?.signal?.aborted) throw e;
      await new Promise((r) => setTimeout(r, this.deps.retryDelayMs ?? RETRY_DELAY_MS));
      return await this.requestOnce<E, P>(endpoint, params, opts);
    }
  }

  private async requestOnce<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions,
  ): Promise<Res<E, P>> {
    assertEndpoint(endpoint);
    const target = this.resolveTarget(opts);
    let status: number | undefined;
    let fastify: ApiError | null = null;
    const baseFetch = this.deps.fetch ?? globalThis.fetch.bind(globalThis);
    const plain = (params ?? {}) as Record<string, unknown>;
    if (opts?.prefetch) noteWarmRequest(endpoint, plain);
    const warm = opts?.prefetch ? takeWarm(target.origin, target.token, endpoint, plain) : null;
    const client = new misskeyApi.APIClient({
      origin: target.origin,
      credential: target.token,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        // The warm-start answer when there is one; the request itself if that failed.
        const send = () => baseFetch(input, { ...init, signal: opts?.signal });
        const res = await (warm ? warm.catch(send) : send());
        status = res.status;
        if (res.status >= 400 && typeof res.clone === 'function')
          fastify = fastifyError(
            await res
              .clone()
              .text()
              .catch(() => ''),
            endpoint,
            res.status,
          );
        return res;
      },
    });
    try {
      // misskey-js types `params` per endpoint; ours are the same types, widened by the generic.
      return await client.request(endpoint as never, (params ?? {}) as never);
    } catch (e) {
      if (fastify) throw fastify;
      throw toApiError(e, endpoint, status);
    }
  }

  async get<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions,
  ): Promise<Res<E, P>> {
    assertEndpoint(endpoint);
    const target = this.resolveTarget(opts);
    // No token: GET endpoints are the public, cacheable ones, and a token in a URL ends up in server and proxy logs.
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries((params ?? {}) as Record<string, unknown>)) {
      if (v === undefined || v === null) continue;
      q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    const doFetch = this.deps.fetch ?? globalThis.fetch.bind(globalThis);
    let status: number | undefined;
    try {
      const res = await doFetch(`${target.origin}/api/${endpoint}?${q}`, { method: 'GET', credentials: 'omit', signal: opts?.signal });
      status = res.status;
      if (res.status === 204) return undefined as Res<E, P>;
      const body = (await res.json()) as { error?: Record<string, unknown> };
      if (res.status === 200) return body as Res<E, P>;
      throw new ApiError({
        code: String(body.error?.code ?? 'UNKNOWN'),
        id: String(body.error?.id ?? ''),
        message: String(body.error?.message ?? ''),
        kind: body.error?.kind as string | undefined,
        info: body.error?.info,
        endpoint,
        status,
      });
    } catch (e) {
      throw toApiError(e, endpoint, status);
    }
  }

  /** A multipart POST with upload progress, answered raw; same target rules as `request`. */
  postMultipart(
    endpoint: EndpointName,
    fields: FormData,
    opts: ApiCallOptions & MultipartOptions = {},
  ): Promise<{ status: number; text: string }> {
    let target: ApiTarget;
    try {
      target = this.resolveTarget(opts);
    } catch (e) {
      return Promise.reject(e);
    }
    try {
      assertEndpoint(endpoint);
    } catch (e) {
      return Promise.reject(e);
    }
    // The multipart sender loads on the first upload: the first page never needs it.
    return import('./multipart').then(({ xhrMultipart }) =>
      xhrMultipart(target, endpoint, fields, opts, this.deps.xhr ?? (() => new XMLHttpRequest() as unknown as XhrLike)),
    );
  }

  submitForm(path: string, fields: Readonly<Record<string, string>>, opts: ApiCallOptions & { tokenField: string }): Promise<void> {
    // Rarely used (OAuth consent): its code loads then.
    return import('./formPost').then((f) => f.formPost(this.resolveTarget(opts), path, fields, opts.tokenField));
  }

  async requestWithUi<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions & { errors?: ApiCallerErrors },
  ): Promise<Res<E, P>> {
    const ui = this.deps.ui?.() ?? null;
    const p = this.request<E, P>(endpoint, params, opts);
    try {
      return await (ui ? ui.waiting(p) : p);
    } catch (e) {
      const err = toApiError(e, endpoint);
      if (ui && err.code !== 'ABORTED') await ui.showError(err, opts?.errors);
      throw err;
    }
  }

  async showError(err: unknown): Promise<void> {
    const ui = this.deps.ui?.() ?? null;
    const e = toApiError(err, err instanceof ApiError ? err.endpoint : '');
    if (ui && e.code !== 'ABORTED') await ui.showError(e);
  }
}
