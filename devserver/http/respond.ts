/**
 * Writing responses: JSON, errors, CORS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError } from './errors';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Kite-Fault',
  'Access-Control-Max-Age': '86400',
};

export function setCors(res: ServerResponse): void {
  for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, max-age=0', ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, err: ApiError): void {
  const headers: Record<string, string> = {};
  if (err.status === 401) headers['WWW-Authenticate'] = 'Bearer realm="Misskey"';
  if (err.code === 'RATE_LIMIT_EXCEEDED') headers['Retry-After'] = '1';
  sendJson(res, err.status, err.toBody(), headers);
}

export function sendEmpty(res: ServerResponse, status = 204): void {
  res.writeHead(status, status === 413 ? { Connection: 'close' } : {});
  res.end();
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { Location: location });
  res.end();
}

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return; // keep draining so the response can still be written
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
