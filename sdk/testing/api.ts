import type { api as misskeyApi } from 'misskey-js';
import type { ApiCallOptions, ApiCallerErrors, ApiService, EndpointName, EndpointReq, EndpointRes } from '../api';
import { FIXTURE_ORIGIN } from './fixtures/ids';

/** What a handler may answer for `E`: its response, or any case of a switch-case response (`users/show`). */
export type MockAnswer<E extends EndpointName> =
  EndpointRes<E> extends { $switch: { $cases: (infer C)[]; $default: infer D } }
    ? (C extends [unknown, infer R] ? R : never) | D
    : EndpointRes<E>;

/** Answers one endpoint: receives the parameters the code under test sent; may throw (e.g. an `ApiError`). */
export type MockHandler<E extends EndpointName> = (
  params: EndpointReq<E>,
  opts: ApiCallOptions | undefined,
) => MockAnswer<E> | Promise<MockAnswer<E>>;

/** Handlers by endpoint name, each typed by misskey-js's `Endpoints`. */
export type MockHandlers = { readonly [E in EndpointName]?: MockHandler<E> };

/** One call the code under test made. */
export interface ApiCall {
  method: 'request' | 'get' | 'requestWithUi';
  endpoint: EndpointName;
  params: unknown;
  opts: (ApiCallOptions & { errors?: ApiCallerErrors }) | undefined;
}

export interface MultipartCall {
  endpoint: EndpointName;
  fields: FormData;
  opts: (ApiCallOptions & { onProgress?: (loaded: number, total: number) => void }) | undefined;
}

type MultipartHandler = (call: MultipartCall) => { status: number; text: string } | Promise<{ status: number; text: string }>;

/** Rejection of a call to an endpoint the test gave no handler for. */
export class UnmockedEndpointError extends Error {
  constructor(readonly endpoint: string) {
    super(`mockApi: no answer for "${endpoint}" — add one: mockApi({ '${endpoint}': (params) => … })`);
    this.name = 'UnmockedEndpointError';
  }
}

/** Stored without the endpoint in the type; each was checked against its endpoint where it was given. */
type AnyHandler = (params: never, opts: ApiCallOptions | undefined) => unknown;

/**
 * An `ApiService` that answers from handlers instead of a server and records every call. An
 * endpoint without a handler rejects with `UnmockedEndpointError`; `requestWithUi` records the
 * error it would show (in `shownErrors`), as does `showError`.
 */
export class MockApi implements ApiService {
  readonly calls: ApiCall[] = [];
  readonly shownErrors: unknown[] = [];
  readonly multipartCalls: MultipartCall[] = [];
  /** The forms `submitForm` was asked to send, in order. */
  readonly submittedForms: { path: string; fields: Record<string, string>; opts: ApiCallOptions & { tokenField: string } }[] = [];
  private readonly handlers = new Map<string, AnyHandler>();

  constructor(
    handlers: MockHandlers = {},
    readonly origin: string = FIXTURE_ORIGIN,
    private multipart: MultipartHandler | null = null,
  ) {
    for (const [endpoint, handler] of Object.entries(handlers)) if (handler) this.handlers.set(endpoint, handler);
  }

  /** Sets (or replaces) the answer of `endpoint`. */
  answer<E extends EndpointName>(endpoint: E, handler: MockHandler<E>): this {
    this.handlers.set(endpoint, handler);
    return this;
  }

  /** Sets the answer of `postMultipart`. */
  answerMultipart(handler: MultipartHandler): this {
    this.multipart = handler;
    return this;
  }

  /** The endpoints called, in order. */
  endpoints(): EndpointName[] {
    return this.calls.map((c) => c.endpoint);
  }

  /** The parameters of every call to `endpoint`, in order. */
  paramsOf(endpoint: EndpointName): unknown[] {
    return this.calls.filter((c) => c.endpoint === endpoint).map((c) => c.params);
  }

  request<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions,
  ): Promise<misskeyApi.SwitchCaseResponseType<E, P>> {
    return this.call('request', endpoint, params, opts);
  }

  get<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions,
  ): Promise<misskeyApi.SwitchCaseResponseType<E, P>> {
    return this.call('get', endpoint, params, opts);
  }

  async requestWithUi<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions & { errors?: ApiCallerErrors },
  ): Promise<misskeyApi.SwitchCaseResponseType<E, P>> {
    try {
      return await this.call('requestWithUi', endpoint, params, opts);
    } catch (e) {
      this.shownErrors.push(e);
      throw e;
    }
  }

  async showError(err: unknown): Promise<void> {
    this.shownErrors.push(err);
  }

  async postMultipart(endpoint: EndpointName, fields: FormData, opts?: MultipartCall['opts']): Promise<{ status: number; text: string }> {
    const call: MultipartCall = { endpoint, fields, opts };
    this.multipartCalls.push(call);
    if (!this.multipart) throw new UnmockedEndpointError(`${endpoint} (multipart)`);
    return this.multipart(call);
  }

  /** Records the form (its token field named, never a token); the page is not left. */
  async submitForm(path: string, fields: Readonly<Record<string, string>>, opts: ApiCallOptions & { tokenField: string }): Promise<void> {
    this.submittedForms.push({ path, fields: { ...fields }, opts });
  }

  private async call<E extends EndpointName, P extends EndpointReq<E>>(
    method: ApiCall['method'],
    endpoint: E,
    params: P | undefined,
    opts: ApiCall['opts'],
  ): Promise<misskeyApi.SwitchCaseResponseType<E, P>> {
    this.calls.push({ method, endpoint, params, opts });
    const handler = this.handlers.get(endpoint);
    if (!handler) throw new UnmockedEndpointError(endpoint);
    // The handler receives exactly what the code under test sent (nothing when it sent no parameters).
    const answer: unknown = await Reflect.apply(handler, undefined, [params, opts]);
    // `answer` was typed as this endpoint's response where the handler was given.
    return answer as misskeyApi.SwitchCaseResponseType<E, P>;
  }
}

/**
 * An API double typed by endpoint: `mockApi({ 'notes/show': ({ noteId }) => noteFixture({ id: noteId }) })`.
 * `options.origin` is the server origin (`https://kite.example` by default); `options.multipart`
 * answers `postMultipart`.
 */
export function mockApi(handlers: MockHandlers = {}, options: { origin?: string; multipart?: MultipartHandler } = {}): MockApi {
  return new MockApi(handlers, options.origin, options.multipart ?? null);
}
