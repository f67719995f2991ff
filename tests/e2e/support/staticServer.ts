import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Serves a folder on another origin (as a third party hosting an extension would), with CORS for module scripts. */
export async function serveFolder(dir: string, port: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const name = path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    readFile(path.join(dir, name)).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
