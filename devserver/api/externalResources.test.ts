import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';
import { EXTERNAL_RESOURCES, resourceHash } from '../static/externalResources';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await h.call('signin-flow', { username: 'alice', password: 'password' })).body.i;
});
afterAll(async () => {
  await h.close();
});

describe('fetch-external-resources (install from a link)', () => {
  const data = EXTERNAL_RESOURCES['plugin-hello.json'].data;

  it('answers { type, data } when the sha512 of data matches, as misskey-js types it', async () => {
    const res = await h
      .client(token)
      .request('fetch-external-resources', { url: `${h.url}/__fixtures/plugin-hello.json`, hash: resourceHash(data) });
    expect(res).toEqual({ type: 'plugin', data });
  });

  it("rejects a wrong hash and a document that is not { type, data }, with Misskey's error ids", async () => {
    const wrong = await h.call('fetch-external-resources', { url: `${h.url}/__fixtures/plugin-hello.json`, hash: 'abc' }, token);
    expect(wrong.body.error.id).toBe('693ba8ba-b486-40df-a174-72f8279b56a4');
    const html = await h.call('fetch-external-resources', { url: `${h.url}/__fixtures/article.html`, hash: 'abc' }, token);
    expect(html.body.error.id).toBe('bb774091-7a15-4a70-9dc5-6ac8cf125856');
  });

  it('is a secure endpoint: without a token it is denied (400 ACCESS_DENIED, as Misskey 2025.9 answers)', async () => {
    const r = await h.call('fetch-external-resources', { url: `${h.url}/__fixtures/plugin-hello.json`, hash: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('ACCESS_DENIED');
  });
});
