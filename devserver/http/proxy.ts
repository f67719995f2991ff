/**
 * MISSKEY_URL mode: reverse-proxy the Misskey paths (HTTP and the streaming
 * websocket upgrade) to a real server; the client is still served locally.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';

export const PROXIED_PREFIXES = [
  '/api',
  '/streaming',
  '/files',
  '/proxy',
  '/avatar',
  '/emoji',
  '/twemoji',
  '/fluent-emoji',
  '/url',
  '/miauth',
  '/identicon',
  '/oauth',
  '/.well-known',
];

export interface Proxy {
  web(req: IncomingMessage, res: ServerResponse): void;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

export function createProxy(target: string): Proxy {
  const base = new URL(target);
  const request = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const headersFor = (req: IncomingMessage): OutgoingHttpHeaders => {
    const h: OutgoingHttpHeaders = { ...req.headers, host: base.host };
    delete h.origin;
    delete h.referer;
    return h;
  };
  const optionsFor = (req: IncomingMessage) => ({
    protocol: base.protocol,
    hostname: base.hostname,
    port: base.port || undefined,
    path: base.pathname.replace(/\/$/, '') + (req.url ?? '/'),
    method: req.method,
    headers: headersFor(req),
  });
  return {
    web(req, res) {
      const upstream = request(optionsFor(req), (up) => {
        const headers = { ...up.headers };
        if (typeof headers.location === 'string' && headers.location.startsWith(base.origin))
          headers.location = headers.location.slice(base.origin.length) || '/';
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
      });
      upstream.on('error', (e) => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(`Bad gateway: ${e.message}`);
      });
      req.pipe(upstream);
    },
    upgrade(req, socket, head) {
      const upstream = request(optionsFor(req));
      upstream.on('upgrade', (up, upSocket, upHead) => {
        const lines = [`HTTP/1.1 ${up.statusCode ?? 101} ${up.statusMessage ?? 'Switching Protocols'}`];
        for (let i = 0; i < up.rawHeaders.length; i += 2) lines.push(`${up.rawHeaders[i]}: ${up.rawHeaders[i + 1]}`);
        socket.write(lines.join('\r\n') + '\r\n\r\n');
        if (upHead.length) socket.write(upHead);
        if (head.length) upSocket.write(head);
        upSocket.pipe(socket).pipe(upSocket);
        upSocket.on('error', () => socket.destroy());
        socket.on('error', () => upSocket.destroy());
      });
      upstream.on('response', (r) => {
        socket.end(`HTTP/1.1 ${r.statusCode ?? 502} Upstream refused\r\n\r\n`);
      });
      upstream.on('error', () => socket.destroy());
      upstream.end();
    },
  };
}
