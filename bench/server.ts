import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/** Starts the devserver in its own process (so it does not share the bench's event loop) and waits for /api/meta. */
export async function startDevServer(opts: {
  port: number;
  tick?: number;
  env?: Record<string, string>;
}): Promise<{ url: string; stop(): void }> {
  const args = ['tsx', 'devserver/main.ts', '--port', String(opts.port), '--serve-client', 'dist'];
  if (opts.tick) args.push('--tick', String(opts.tick));
  // The seeded devserver runs never proxy, even when MISSKEY_URL is set for the side-by-side part.
  const { MISSKEY_URL: _proxied, ...env } = process.env;
  // Its own process group, so stopping it also stops the node process npx started.
  const child: ChildProcess = spawn('npx', args, { stdio: 'ignore', env: { ...env, ...opts.env }, detached: true });
  const url = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/meta`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

export async function bulkNotes(url: string, count: number): Promise<void> {
  const res = await fetch(`${url}/__dev/bulk-notes`, {
    method: 'POST',
    body: JSON.stringify({ username: 'carol', count }),
    headers: { 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`bulk-notes failed: ${res.status}`);
}
