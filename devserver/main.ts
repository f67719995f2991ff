/**
 * CLI: npx tsx devserver/main.ts [--port P] [--host H] [--tick MS] [--data DIR] [--reset] [--serve-client DIR]
 * With MISSKEY_URL set, Misskey paths are proxied to that server instead.
 */
import { parseArgs } from 'node:util';
import { createDevServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    tick: { type: 'string' },
    data: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'serve-client': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});

if (values.help) {
  console.log(
    'Usage: tsx devserver/main.ts [--port P] [--host H] [--tick MS] [--data DIR] [--reset] [--serve-client DIR]\nEnv: PORT, HOST, MISSKEY_URL',
  );
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const proxyTo = process.env.MISSKEY_URL || undefined;

const server = await createDevServer({
  port,
  host,
  proxyTo,
  tick: values.tick ? Number(values.tick) : undefined,
  dataDir: values.data,
  reset: values.reset,
  clientDir: values['serve-client'],
});

console.log(`\n  Kite devserver running at ${server.url}`);
if (proxyTo) console.log(`  Proxying /api, /streaming, /files, ... to ${proxyTo}`);
else console.log('  Demo sign-in: alice / password  (also bob, carol, dave, erin — all "password")');
if (values['serve-client']) console.log(`  Serving the client from ${values['serve-client']}`);
if (values.data) console.log(`  Persisting to ${values.data}${values.reset ? ' (reset)' : ''}`);
console.log('');

let closing = false;
const shutdown = (): void => {
  if (closing) return;
  closing = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
