/**
 * Request bodies: JSON, urlencoded query (GET), and multipart form data
 * (parsed with undici's Request#formData()).
 */
import type { IncomingMessage } from 'node:http';
import type { UploadedFile } from './endpoint';
import { invalidParam } from './errors';

export interface ParsedBody {
  params: Record<string, unknown>;
  file: UploadedFile | null;
}

export function parseJsonBody(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidParam('#/type', 'body must be JSON');
  }
  if (parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidParam('#/type', 'must be object');
  return parsed as Record<string, unknown>;
}

export function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of search) {
    // GET parameters are strings; Misskey casts booleans and numbers with JSON.parse.
    out[k] = castScalar(v);
  }
  return out;
}

/** Multipart fields arrive as strings; cast JSON-looking scalars the way Misskey does for requireFile endpoints. */
export function castScalar(v: string): unknown {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(v) && v.length < 16) return Number(v);
  return v;
}

export async function parseMultipart(req: IncomingMessage, raw: Buffer): Promise<ParsedBody> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string') headers.set(k, v);
  }
  const form = await new Request('http://local/', { method: 'POST', headers, body: new Uint8Array(raw) }).formData();
  const params: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') {
      params[k] =
        k === 'i' || k === 'name' || k === 'comment' || k === 'folderId' ? (v === 'null' && k !== 'name' ? null : v) : castScalar(v);
    } else if (k === 'file') {
      file = { name: v.name || 'untitled', type: v.type || 'application/octet-stream', bytes: Buffer.from(await v.arrayBuffer()) };
    }
  }
  return { params, file };
}
