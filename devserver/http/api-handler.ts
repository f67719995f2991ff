/**
 * POST /api/<endpoint> (and GET where Misskey allows): body parsing, token
 * authentication, permission checks, fault injection, then the handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { State } from '../store/state';
import type { TokenRec, UserRec } from '../store/types';
import type { EndpointDef, ServerServices, UploadedFile } from './endpoint';
import type { Faults } from '../dev/faults';
import { ApiError, E, RawReply, internalError } from './errors';
import { BodyTooLarge, readBody, sendEmpty, sendError, sendJson, setCors } from './respond';
import { parseJsonBody, parseMultipart, parseQuery } from './body';
import { isAdmin, isModerator, policiesOf } from '../store/policies';

export interface ApiHandlerOptions {
  state: State;
  endpoints: Map<string, EndpointDef>;
  faults: Faults | null;
  services: ServerServices;
  /** Bytes allowed in a multipart upload (meta.maxFileSize). */
  maxUploadBytes: number;
}

const JSON_LIMIT = 2 * 1024 * 1024;

export function authenticate(state: State, token: unknown): { me: UserRec | null; token: TokenRec | null } {
  if (token == null || token === '') return { me: null, token: null };
  if (typeof token !== 'string') throw new ApiError(E.AUTHENTICATION_FAILED);
  const t = state.token(token);
  const me = t ? state.user(t.userId) : undefined;
  if (!t || !me) throw new ApiError(E.AUTHENTICATION_FAILED);
  t.lastUsedAt = Date.now();
  me.lastActiveAt = Date.now();
  return { me, token: t };
}

function checkAccess(state: State, def: EndpointDef, me: UserRec | null, token: TokenRec | null): void {
  const m = def.meta;
  const isNative = token != null && token.permission == null;
  if (m.secure && !isNative) throw new ApiError(E.ACCESS_DENIED);
  if (m.requireCredential || m.requireModerator || m.requireAdmin) {
    if (!me) throw new ApiError(E.CREDENTIAL_REQUIRED);
    if (me.isSuspended) throw new ApiError(E.YOUR_ACCOUNT_SUSPENDED);
  }
  if (m.prohibitMoved && me?.movedTo) throw new ApiError(E.YOUR_ACCOUNT_MOVED);
  if (m.requireModerator && !isModerator(state, me ?? undefined)) throw new ApiError(E.NOT_MODERATOR);
  if (m.requireAdmin && !isAdmin(state, me ?? undefined)) throw new ApiError(E.NOT_ADMIN);
  if (m.requiredRolePolicy && me && !isAdmin(state, me)) {
    const value = policiesOf(state, me)[m.requiredRolePolicy];
    if (!value) throw new ApiError(E.ROLE_POLICY_DENIED);
  }
  if (token && token.permission != null) {
    const needs = m.kind;
    if ((needs && !token.permission.includes(needs)) || (!needs && (m.requireCredential || m.requireModerator || m.requireAdmin))) {
      throw new ApiError(E.PERMISSION_DENIED);
    }
  }
}

/** Whether this server answers `def` now: Misskey 2025.9's endpoints always, later ones when switched on. */
export function answers(state: State, def: EndpointDef): boolean {
  return !def.meta.beyond2025 || state.settings.extraEndpoints.includes(def.name);
}

export async function handleApi(req: IncomingMessage, res: ServerResponse, name: string, opts: ApiHandlerOptions): Promise<void> {
  setCors(res);
  if (req.method === 'OPTIONS') {
    sendEmpty(res, 204);
    return;
  }
  const def = opts.endpoints.get(name);
  if (!def || !answers(opts.state, def)) {
    req.resume();
    sendError(res, new ApiError(E.NO_SUCH_ENDPOINT));
    return;
  }
  if (req.method === 'GET' && !def.meta.allowGet) {
    sendError(
      res,
      new ApiError({ ...E.ACCESS_DENIED, message: 'This endpoint does not accept GET.', code: 'METHOD_NOT_ALLOWED', httpStatusCode: 405 }),
    );
    return;
  }
  if (req.method !== 'GET' && req.method !== 'POST') {
    sendEmpty(res, 405);
    return;
  }

  const decision = opts.faults?.decide(name, headerOf(req, 'x-kite-fault')) ?? { delayMs: 0, action: null };
  if (decision.delayMs > 0) await new Promise((r) => setTimeout(r, decision.delayMs));
  if (decision.action?.type === 'drop') {
    req.socket.destroy();
    return;
  }
  if (decision.action?.type === 'tooLarge') {
    req.resume();
    sendEmpty(res, 413);
    return;
  }

  let params: Record<string, unknown>;
  let file: UploadedFile | null = null;
  try {
    if (req.method === 'GET') {
      params = parseQuery(new URL(req.url ?? '/', 'http://x').searchParams);
    } else {
      const isMultipart = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
      const raw = await readBody(req, isMultipart ? opts.maxUploadBytes + 64 * 1024 : JSON_LIMIT);
      if (isMultipart) {
        const parsed = await parseMultipart(req, raw);
        params = parsed.params;
        file = parsed.file;
        if (file && file.bytes.length > opts.maxUploadBytes) throw new BodyTooLarge();
      } else {
        params = parseJsonBody(raw);
      }
    }
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      sendEmpty(res, 413);
      return;
    }
    if (e instanceof ApiError) return sendError(res, e);
    return sendError(res, internalError(e));
  }

  const authz = headerOf(req, 'authorization');
  const tokenValue = authz?.startsWith('Bearer ') ? authz.slice(7) : params.i;
  try {
    const { me, token } = authenticate(opts.state, tokenValue);
    checkAccess(opts.state, def, me, token);
    if (def.meta.requireFile && !file) throw new ApiError(E.INVALID_PARAM, { param: '#/properties/file', reason: 'file is required' });
    if (decision.action?.type === 'error') throw decision.action.error;
    delete params.i;
    const result = await def.handler({ params, me, token, state: opts.state, file, services: opts.services });
    if (decision.action?.type === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end('{"malformed": tru');
      return;
    }
    opts.state.changed();
    if (result === undefined || result === null) sendEmpty(res, 204);
    else sendJson(res, 200, result);
  } catch (e) {
    if (e instanceof ApiError) return sendError(res, e);
    if (e instanceof RawReply) {
      if (e.body === undefined) sendEmpty(res, e.status);
      else sendJson(res, e.status, e.body);
      return;
    }
    console.error(`[devserver] internal error in ${name}:`, e);
    sendError(res, internalError(e));
  }
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
