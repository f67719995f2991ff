/**
 * `npm run dev`: Vite with hot reload, plus a devserver on DEVSERVER_PORT (3001) that Vite
 * proxies server paths to. With MISSKEY_URL set, Vite proxies to that server and no
 * devserver is started.
 */
import { createServer } from 'vite';
import { createDevServer } from '../devserver/server';

const devserverPort = Number(process.env.DEVSERVER_PORT ?? 3001);
process.env.DEVSERVER_PORT = String(devserverPort);

const backend = process.env.MISSKEY_URL ? null : await createDevServer({ port: devserverPort, host: '127.0.0.1' });
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' } });
await vite.listen();
vite.printUrls();
console.log(
  backend
    ? `  devserver (API, streaming, seeded data) at ${backend.url} — sign in as alice / password`
    : `  talking to ${process.env.MISSKEY_URL}`,
);

const shutdown = async () => {
  await vite.close();
  await backend?.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
