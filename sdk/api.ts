import type { Endpoints, api as misskeyApi, entities } from 'misskey-js';
import { createToken } from './tokens';
import type { MessageKey } from './i18n';
import { sdkUiMessages as m } from './ui/messages';

/** Options for one API call. */
export interface ApiCallOptions {
  /** Use this token instead of the current account's (e.g. posting as another stored account). */
  token?: string | null;
  /** Use this stored account's token (the kernel looks it up; extensions never see it). */
  account?: string;
  signal?: AbortSignal;
  /**
   * A read that is safe to repeat: when the start page makes it, the next start-up sends it
   * again before the application code has loaded (warm start), and this call adopts that answer.
   */
  prefetch?: boolean;
}

/** An error answered by the server (`{ error: {...} }`) or raised by the client. */
export interface ApiErrorInfo {
  code: string;
  id: string;
  message: string;
  kind?: string;
  info?: unknown;
  /** The endpoint that failed. */
  endpoint: string;
  /** HTTP status, when the server answered. */
  status?: number;
}

/** The error every `Api` call rejects with. */
export class ApiError extends Error implements ApiErrorInfo {
  readonly code: string;
  readonly id: string;
  readonly kind?: string;
  readonly info?: unknown;
  readonly endpoint: string;
  readonly status?: number;
  constructor(e: ApiErrorInfo) {
    super(e.message);
    this.name = 'ApiError';
    this.code = e.code;
    this.id = e.id;
    this.kind = e.kind;
    this.info = e.info;
    this.endpoint = e.endpoint;
    this.status = e.status;
  }

  /**
   * What this error says to a person: in words for a server that could not be reached or
   * answered unreadably (in the language of `t`, English without it), else the server's message.
   */
  describe(t: (key: MessageKey) => string = (key) => key.en): string {
    if (this.code === 'NETWORK_ERROR') return t(m.networkError);
    if (this.code === 'INVALID_RESPONSE') return t(m.invalidResponse);
    if (this.code === 'OUTCOME_UNKNOWN') return t(m.outcomeUnknown);
    return this.message;
  }
}

/** Whether `e` is an `ApiError` (the server refused the call, or it did not reach the server). */
export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Every Misskey API endpoint name (`notes/create`, `i`…), from misskey-js. */
export type EndpointName = keyof Endpoints;
/** The request parameters of endpoint `E`. */
export type EndpointReq<E extends EndpointName> = Endpoints[E]['req'];
/** The response body of endpoint `E`. */
export type EndpointRes<E extends EndpointName> = Endpoints[E]['res'];

/**
 * The API client of the current account (kernel-implemented over misskey-js).
 * `POST {origin}/api/{endpoint}` with the token as `i`; 204 resolves to undefined;
 * other statuses reject with an `ApiError` (see `isApiError`).
 */
export interface ApiService {
  request<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions,
  ): Promise<misskeyApi.SwitchCaseResponseType<E, P>>;
  /** The GET variant (query parameters), for the public endpoints that allow it: sent without the account's token. */
  get<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions,
  ): Promise<misskeyApi.SwitchCaseResponseType<E, P>>;
  /** Like `request`, showing the progress overlay while pending and the error dialog on failure. */
  requestWithUi<E extends EndpointName, P extends EndpointReq<E> = EndpointReq<E>>(
    endpoint: E,
    params?: P,
    opts?: ApiCallOptions & { errors?: ApiCallerErrors },
  ): Promise<misskeyApi.SwitchCaseResponseType<E, P>>;
  /**
   * Shows the error dialog `requestWithUi` would show, for an error from `request` that the
   * caller did not handle itself (e.g. sign-in shows its own refusals inline).
   */
  showError(err: unknown): Promise<void>;
  /** The server origin this client talks to, e.g. `https://misskey.example`. */
  readonly origin: string;
  /**
   * A multipart POST to `/api/{endpoint}` with upload progress (XMLHttpRequest: fetch
   * reports no upload progress), the account's token sent first as `i`. Resolves with the
   * raw HTTP status and response text, whatever they are (the caller reads the answer, e.g.
   * the drive's upload); rejects only with NETWORK_ERROR / ABORTED / NO_ACCOUNT_TOKEN.
   */
  postMultipart(
    endpoint: EndpointName,
    fields: FormData,
    opts?: ApiCallOptions & { onProgress?: (loaded: number, total: number) => void },
  ): Promise<{ status: number; text: string }>;
  /**
   * Leaves the page by POSTing an HTML form to `{origin}{path}` (a path on this server, e.g.
   * Misskey's `/oauth/decision`) with `fields` and the account's token as `tokenField`: for the
   * server's own forms that take the token and answer with a redirect the browser must follow.
   * The caller never sees the token. Rejects with NO_ACCOUNT_TOKEN without one.
   */
  submitForm(path: string, fields: Readonly<Record<string, string>>, opts: ApiCallOptions & { tokenField: string }): Promise<void>;
}
/** Token of the current account's API client (`ApiService`). Provided by the kernel: usable without listing it in `requires`. */
export const Api = createToken<ApiService>('kite.api');

/** A caller's own error texts, by the server's error id (shown instead of the generic ones). */
export type ApiCallerErrors = Readonly<Record<string, { title: string; text: string }>>;

/**
 * What the API shows a person (spec 1 §8, spec 2 §8): the progress overlay of calls made with
 * UI, the error catalogue's dialogs and the failed-account dialog. Provided by an extension (the
 * dialogs); without one, calls show no progress and errors are only logged.
 */
export interface ApiFeedbackService {
  waiting<T>(promise: Promise<T>): Promise<T>;
  showError(err: ApiError, errors?: ApiCallerErrors): Promise<void>;
  showAccountError(err: Partial<ApiErrorInfo>): Promise<void>;
}
/** Token of the API's progress overlay and error dialogs (`ApiFeedbackService`). Provided by the `dialogs` extension: list it in `requires` (or `optional`) to use it. */
export const ApiFeedback = createToken<ApiFeedbackService>('kite.api.feedback');

/** Server meta (cached for an hour) and the custom emoji list. */
export interface InstanceService {
  readonly meta: entities.MetaDetailed | null;
  readonly emojis: readonly entities.EmojiSimple[];
  /** The endpoints the server lists (`endpoints`), null until known. */
  readonly endpoints?: ReadonlySet<string> | null;
  emojiByName(name: string): entities.EmojiSimple | undefined;
  subscribe(listener: () => void): () => void;
  /** Fetches the meta again (`force`: even when the cached copy is fresh), e.g. after the server's settings changed; listeners are told. */
  loadMeta?(force?: boolean): Promise<entities.MetaDetailed>;
  /**
   * Fetches the custom emoji list again (`force`: even when the cached copy is fresh), e.g. after
   * an emoji manager changed it while realtime mode (and its emoji events) is off; listeners are told.
   */
  loadEmojis?(force?: boolean): Promise<void>;
}
/** Token of the server's meta and custom emojis (`InstanceService`). Provided by the kernel: usable without listing it in `requires`. */
export const Instance = createToken<InstanceService>('kite.instance');
