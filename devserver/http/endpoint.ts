/**
 * Typed endpoint definitions. A handler's params and result are the misskey-js
 * `Endpoints[name]` request and response, so drift from the real API fails tsc.
 */
import type { Endpoints } from 'misskey-js';
import type { State } from '../store/state';
import type { RolePolicies, TokenRec, UserRec } from '../store/types';

export interface EndpointMeta {
  requireCredential?: boolean;
  requireModerator?: boolean;
  requireAdmin?: boolean;
  requiredRolePolicy?: keyof RolePolicies;
  /** The token permission (MiAuth scope) the call needs, e.g. 'write:notes'. */
  kind?: string;
  /** Only native (signed-in web) sessions may call it, never MiAuth tokens. */
  secure?: boolean;
  prohibitMoved?: boolean;
  /** Misskey allows GET with query parameters for this endpoint. */
  allowGet?: boolean;
  /** multipart/form-data with a `file` part. */
  requireFile?: boolean;
  /** Misskey answers 204 in some cases misskey-js's type does not list (e.g. `reversi/match` sending an invitation). */
  mayAnswerEmpty?: boolean;
  /**
   * Not an endpoint of Misskey 2025.9 (a fork or a later version may have it): answered and
   * listed by `endpoints` only while /__dev/server-settings names it in `extraEndpoints`.
   */
  beyond2025?: boolean;
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** Services the handlers may use beyond the state (set up by server.ts). */
export interface ServerServices {
  /** Fetch bytes for drive/files/upload-from-url (local URLs served in-process). */
  fetchUrl(url: string): Promise<{ bytes: Buffer; type: string; name: string }>;
}

export interface Ctx<P> {
  params: P;
  me: UserRec | null;
  token: TokenRec | null;
  state: State;
  file: UploadedFile | null;
  services: ServerServices;
}

export interface AuthedCtx<P> extends Ctx<P> {
  me: UserRec;
}

type SwitchRes<R> = R extends { $switch: { $cases: (infer C)[]; $default: infer D } } ? (C extends [unknown, infer X] ? X : never) | D : R;

export type Name = keyof Endpoints;
export type Req<N extends Name> = NonNullable<Endpoints[N]['req']>;
/** The response; endpoints answering 204 (EmptyResponse) may return nothing. */
export type Res<N extends Name> = SwitchRes<Endpoints[N]['res']> | (undefined extends Endpoints[N]['res'] ? void : never);

export interface EndpointDef {
  name: string;
  meta: EndpointMeta;
  handler: (ctx: Ctx<Record<string, unknown>>) => unknown;
}

type Handler<N extends Name, M extends EndpointMeta> = (
  ctx: M extends { requireCredential: true } | { requireModerator: true } | { requireAdmin: true } ? AuthedCtx<Req<N>> : Ctx<Req<N>>,
) => HandlerRes<N, M> | Promise<HandlerRes<N, M>>;
type HandlerRes<N extends Name, M extends EndpointMeta> = Res<N> | (M extends { mayAnswerEmpty: true } ? void : never);

export function ep<N extends Name, M extends EndpointMeta>(name: N, meta: M, handler: Handler<N, M>): EndpointDef {
  return { name, meta, handler: handler as unknown as EndpointDef['handler'] };
}

/** For endpoints misskey-js does not type (e.g. miauth/{session}/check). */
export function rawEp<P, R>(name: string, meta: EndpointMeta, handler: (ctx: Ctx<P>) => R | Promise<R>): EndpointDef {
  return { name, meta, handler: handler as unknown as EndpointDef['handler'] };
}
