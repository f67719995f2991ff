/**
 * API errors with the bodies Misskey sends: `{ error: { message, code, id, kind, info? } }`.
 */
export type ErrorKind = 'client' | 'server' | 'permission';

export interface ErrorDef {
  message: string;
  code: string;
  id: string;
  kind?: ErrorKind;
  httpStatusCode?: number;
}

export class ApiError extends Error {
  readonly code: string;
  readonly id: string;
  readonly kind: ErrorKind;
  readonly status: number;
  readonly info?: unknown;

  constructor(def: ErrorDef, info?: unknown) {
    super(def.message);
    this.code = def.code;
    this.id = def.id;
    this.kind = def.kind ?? 'client';
    this.status = def.httpStatusCode ?? (this.kind === 'server' ? 500 : this.kind === 'permission' ? 403 : 400);
    this.info = info;
  }

  toBody(): { error: { message: string; code: string; id: string; kind: ErrorKind; info?: unknown } } {
    return {
      error: {
        message: this.message,
        code: this.code,
        id: this.id,
        kind: this.kind,
        ...(this.info !== undefined ? { info: this.info } : {}),
      },
    };
  }
}

/** The errors every endpoint can raise (ids from Misskey's ApiCallService / ApiServerService). */
export const E = {
  RATE_LIMIT_EXCEEDED: {
    message: 'Rate limit exceeded. Please try again later.',
    code: 'RATE_LIMIT_EXCEEDED',
    id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
    httpStatusCode: 429,
  },
  INTERNAL_ERROR: {
    message: 'Internal error occurred. Please contact us if the error persists.',
    code: 'INTERNAL_ERROR',
    id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
    kind: 'server',
    httpStatusCode: 500,
  },
  INVALID_PARAM: { message: 'Invalid param.', code: 'INVALID_PARAM', id: '3d81ceae-475f-4600-b2a8-2bc116157532' },
  CREDENTIAL_REQUIRED: {
    message: 'Credential required.',
    code: 'CREDENTIAL_REQUIRED',
    id: '1384574d-a912-4b81-8601-c7b1c4085df1',
    httpStatusCode: 401,
  },
  AUTHENTICATION_FAILED: {
    message: 'Authentication failed. Please ensure your token is correct.',
    code: 'AUTHENTICATION_FAILED',
    id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
    httpStatusCode: 401,
  },
  YOUR_ACCOUNT_SUSPENDED: {
    message: 'Your account has been suspended.',
    code: 'YOUR_ACCOUNT_SUSPENDED',
    id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
    kind: 'permission',
  },
  NOT_MODERATOR: {
    message: 'You are not assigned to a moderator role.',
    code: 'ROLE_PERMISSION_DENIED',
    id: 'd33d5333-db36-423d-a8f9-1a2b9549da41',
    kind: 'permission',
  },
  NOT_ADMIN: {
    message: 'You are not assigned to an administrator role.',
    code: 'ROLE_PERMISSION_DENIED',
    id: 'c3d38592-54c0-429d-be96-5636b0431a61',
    kind: 'permission',
  },
  ROLE_POLICY_DENIED: {
    message: 'You are not assigned to a required role.',
    code: 'ROLE_PERMISSION_DENIED',
    id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
    kind: 'permission',
  },
  PERMISSION_DENIED: {
    message: 'Your app does not have the necessary permissions to use this endpoint.',
    code: 'PERMISSION_DENIED',
    id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
    kind: 'permission',
  },
  ACCESS_DENIED: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e' },
  NO_SUCH_ENDPOINT: {
    message: 'No such endpoint.',
    code: 'NO_SUCH_ENDPOINT',
    id: '7bdf8b57-0a5e-4a09-af5c-3bf6a2e3bd0c',
    httpStatusCode: 404,
  },
  YOUR_ACCOUNT_MOVED: {
    message: 'You have moved your account.',
    code: 'YOUR_ACCOUNT_MOVED',
    id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
    kind: 'permission',
  },
} as const satisfies Record<string, ErrorDef>;

export function apiError(def: ErrorDef, info?: unknown): ApiError {
  return new ApiError(def, info);
}

export function invalidParam(param: string, reason: string): ApiError {
  return new ApiError(E.INVALID_PARAM, { param, reason });
}

export function internalError(e: unknown): ApiError {
  const err = e instanceof Error ? e : new Error(String(e));
  return new ApiError(E.INTERNAL_ERROR, { e: { message: err.message, code: err.name, id: cryptoRandomId() } });
}

function cryptoRandomId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A reply outside Misskey's `{ error: { message, code, id, kind } }` shape, as some endpoints
 * send: `signin-flow` answers `{ error: { id } }`, `signup` a Fastify error
 * (`{ statusCode, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' }`) or a bare 400.
 */
export class RawReply extends Error {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** What Fastify sends for `new FastifyReplyError(400, message)`. */
export function fastifyError(status: number, message: string): RawReply {
  return new RawReply(status, { statusCode: status, error: status === 400 ? 'Bad Request' : 'Error', message });
}
