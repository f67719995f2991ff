import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kite-client-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Kite</title><script type="module" src="/assets/app.js"></script>');
  await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'style.css'), 'body{}');
  await writeFile(join(dir, 'kite.config.json'), JSON.stringify({ bundles: {}, extensions: [] }));
  h = await startHarness({ clientDir: dir });
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

describe('client serving', () => {
  it('serves assets with MIME types and a long cache', async () => {
    const js = await fetch(`${h.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await fetch(`${h.url}/assets/style.css`)).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await fetch(`${h.url}/assets/missing.js`)).status).toBe(404);
  });

  it('sends text assets gzipped to a browser that accepts gzip, plain to one that does not', async () => {
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${h.url}/assets/app.js`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const gz = await get('gzip, deflate, br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(gz.body).toString()).toBe('console.log(1)');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });

  it('falls back to index.html with CSP for SPA routes', async () => {
    const res = await fetch(`${h.url}/@alice/following`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Kite</title>');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('serves the app for client paths ending in a dot and letters, not for missing static files', async () => {
    for (const path of ['/@frank@remote.example', '/instance-info/example.com', '/tags/a.b']) {
      const res = await fetch(`${h.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>Kite</title>');
    }
    expect((await fetch(`${h.url}/favicon.ico`)).status).toBe(404);
    expect((await fetch(`${h.url}/missing.js`)).status).toBe(404);
  });

  it('reads kite.config.json fresh on every request and puts extension origins in the CSP', async () => {
    await writeFile(
      join(dir, 'kite.config.json'),
      JSON.stringify({ bundles: { games: false }, extensions: ['https://ext.example/x.js', '/local/ext.js'] }),
    );
    const cfg = await (await fetch(`${h.url}/kite.config.json`)).json();
    expect(cfg.bundles.games).toBe(false);
    const res = await fetch(`${h.url}/`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://ext.example;");
  });

  it('does not shadow API and media paths', async () => {
    expect((await fetch(`${h.url}/api/meta`, { method: 'POST', body: '{}' })).headers.get('content-type')).toMatch(/json/);
    const avatar = await fetch(`${h.url}/identicon/alice.png`);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    const twemoji = await fetch(`${h.url}/twemoji/1f600.svg`);
    expect(twemoji.headers.get('content-type')).toBe('image/svg+xml');
    const redirect = await fetch(`${h.url}/avatar/@alice`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
  });
});

describe('fixtures and previews', () => {
  it('previews local fixture pages with og tags and a player', async () => {
    const page = await fetch(`${h.url}/__fixtures/video.html`);
    expect(await page.text()).toContain('og:title');
    const res = await fetch(`${h.url}/url?url=${encodeURIComponent(`${h.url}/__fixtures/video.html`)}&lang=en`);
    const body = await res.json();
    expect(body).toMatchObject({ title: 'Kite festival (video)', sitename: 'Kite fixtures', sensitive: false });
    expect(body.player.url).toBe(`${h.url}/__fixtures/player.html`);
    const bad = await fetch(`${h.url}/url?url=${encodeURIComponent('https://unknown.example/')}`);
    expect(bad.status).toBe(422);
  });

  it("resolves the server's own URLs with ap/show", async () => {
    const t = await h.signin('alice');
    const note = (await h.call('notes/create', { text: 'look me up' }, t)).body.createdNote;
    const n = await h.call('ap/show', { uri: `${h.url}/notes/${note.id}` }, t);
    expect(n.body).toMatchObject({ type: 'Note', object: { id: note.id } });
    const u = await h.call('ap/show', { uri: `${h.url}/@carol` }, t);
    expect(u.body).toMatchObject({ type: 'User', object: { username: 'carol' } });
    expect((await h.call('ap/show', { uri: 'https://nowhere.example/x' }, t)).body.error.code).toBe('NO_SUCH_OBJECT');
  });
});
