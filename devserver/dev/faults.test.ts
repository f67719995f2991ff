import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
beforeAll(async () => {
  h = await startHarness();
  alice = await h.signin('alice');
});
afterAll(async () => {
  await h.close();
});

const dev = (path: string, body: unknown = {}): Promise<Response> =>
  fetch(`${h.url}/__dev/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('fault injection', () => {
  it('forces errors with the X-Kite-Fault header, with Misskey bodies', async () => {
    const rl = await h.call('notes/create', { text: 'x' }, alice, { 'X-Kite-Fault': 'RATE_LIMIT_EXCEEDED' });
    expect(rl.status).toBe(429);
    expect(rl.body.error).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef' });
    const ie = await h.call('meta', {}, null, { 'X-Kite-Fault': 'INTERNAL_ERROR' });
    expect(ie.status).toBe(500);
    expect(ie.body.error).toMatchObject({ code: 'INTERNAL_ERROR', id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac', kind: 'server' });
    expect(ie.body.error.info.e).toMatchObject({ message: expect.any(String), code: expect.any(String), id: expect.any(String) });
    const ip = await h.call('meta', {}, null, { 'X-Kite-Fault': 'INVALID_PARAM' });
    expect(ip.status).toBe(400);
    expect(ip.body.error).toMatchObject({
      code: 'INVALID_PARAM',
      id: '3d81ceae-475f-4600-b2a8-2bc116157532',
      info: { param: expect.any(String), reason: expect.any(String) },
    });
  });

  it('returns a malformed body and slows answers', async () => {
    const res = await fetch(`${h.url}/api/meta`, { method: 'POST', body: '{}', headers: { 'X-Kite-Fault': 'MALFORMED' } });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
    const t = Date.now();
    await h.call('meta', {}, null, { 'X-Kite-Fault': 'slow=300' });
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
  });

  it('queues faults per endpoint with /__dev/faults, consumed `times` times', async () => {
    expect((await dev('faults', { endpoint: 'notes/create', fault: 'RATE_LIMIT_EXCEEDED', times: 2 })).status).toBe(200);
    expect((await h.call('notes/create', { text: 'a' }, alice)).status).toBe(429);
    expect((await h.call('meta')).status).toBe(200);
    expect((await h.call('notes/create', { text: 'b' }, alice)).status).toBe(429);
    expect((await h.call('notes/create', { text: 'c' }, alice)).status).toBe(200);
    await dev('faults', { endpoint: 'drive/files/create', fault: '413' });
    const form = new FormData();
    form.append('i', alice);
    form.append('file', new Blob(['hi'], { type: 'text/plain' }), 'a.txt');
    expect((await fetch(`${h.url}/api/drive/files/create`, { method: 'POST', body: form })).status).toBe(413);
    await dev('faults', { endpoint: 'meta', fault: 'DROP' });
    await expect(fetch(`${h.url}/api/meta`, { method: 'POST', body: '{}' })).rejects.toThrow();
    expect((await dev('faults', { endpoint: 'meta', fault: 'NOPE' })).status).toBe(400);
  });

  it('posts as a user and revokes tokens through dev endpoints', async () => {
    const post = await dev('post', { username: 'carol', text: 'from the test' });
    const note = (await post.json()).createdNote;
    expect(note.user.username).toBe('carol');
    const t = await h.signin('bob');
    expect((await dev('revoke', { token: t })).status).toBe(200);
    expect((await h.call('i', {}, t)).body.error.id).toBe('b0a7f5f8-dc2f-4171-b91f-de88ad238e14');
  });

  it('resets to the seed', async () => {
    await h.call('notes/create', { text: 'will vanish after reset' }, alice);
    await dev('reset');
    const t = await h.signin('alice');
    const s = await h.call('notes/search', { query: 'will vanish' }, t);
    expect(s.body).toEqual([]);
  });
});
