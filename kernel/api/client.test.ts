import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@kite/sdk';
import { KernelApi, assertEndpoint, setsValues } from './client';
import type { ApiUi } from './client';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('KernelApi', () => {
  it('refuses endpoint names containing a scheme separator', async () => {
    expect(() => assertEndpoint('https://evil.example/api/i')).toThrow('invalid endpoint');
    expect(() => assertEndpoint('notes/create')).not.toThrow();
    const fetch = fakeFetch(200, {});
    const api = new KernelApi({ target: () => ({ origin: 'https://a.example', token: 't' }), fetch });
    await expect(api.request('http://x.example/i' as 'i')).rejects.toThrow('invalid endpoint');
    await expect(api.get('javascript://x' as 'meta')).rejects.toThrow('invalid endpoint');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a value-setting write whose answer was lost is sent once more; other writes and refusals are not', async () => {
    const answers = [
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      () => new Response(JSON.stringify({ id: 'me', name: 'New' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ];
    let n = 0;
    const fetch = vi.fn(async () => answers[Math.min(n++, 1)]());
    const api = new KernelApi({ target: () => ({ origin: 'https://a.example', token: 't' }), fetch, retryDelayMs: 0 });
    await expect(api.request('i/update', { name: 'New' })).resolves.toMatchObject({ name: 'New' });
    expect(fetch).toHaveBeenCalledTimes(2);

    n = 0;
    fetch.mockClear();
    await expect(api.request('notes/create', { text: 'x' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(fetch).toHaveBeenCalledTimes(1);

    const refused = fakeFetch(400, { error: { code: 'INVALID_PARAM', id: 'x', message: 'Invalid param.' } });
    const api2 = new KernelApi({ target: () => ({ origin: 'https://a.example', token: 't' }), fetch: refused, retryDelayMs: 0 });
    await expect(api2.request('i/update', { name: 'x' })).rejects.toMatchObject({ code: 'INVALID_PARAM' });
    expect(refused).toHaveBeenCalledTimes(1);

    expect(['i/update', 'admin/update-meta', 'admin/roles/update', 'i/registry/set'].every(setsValues)).toBe(true);
    expect(['notes/create', 'following/create', 'notes/reactions/create', 'i/registry/remove'].some(setsValues)).toBe(false);
  });

  it('POSTs JSON with the token as i to the current origin, credentials omitted', async () => {
    const fetch = fakeFetch(200, { id: 'u1' });
    const api = new KernelApi({ target: () => ({ origin: 'https://a.example', token: 'tok' }), fetch });
    await expect(api.request('i', {})).resolves.toEqual({ id: 'u1' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://a.example/api/i');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(String(init?.body))).toEqual({ i: 'tok' });
  });

  it('a per-call token or stored account overrides; an unknown account is an error', async () => {
    const fetch = fakeFetch(204, null);
    const api = new KernelApi({
      target: () => ({ origin: 'https://a.example', token: 'tok' }),
      accountTarget: (id) => (id === 'b' ? { origin: 'https://b.example', token: 'btok' } : null),
      fetch,
    });
    await expect(api.request('notes/create', { text: 'x' }, { token: 'other' })).resolves.toBeNull();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body)).i).toBe('other');
    await api.request('notes/create', { text: 'x' }, { account: 'b' });
    expect(fetch.mock.calls[1][0]).toBe('https://b.example/api/notes/create');
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body)).i).toBe('btok');
    await expect(api.request('notes/create', { text: 'x' }, { account: 'zzz' })).rejects.toMatchObject({ code: 'NO_ACCOUNT_TOKEN' });
  });

  it('raises the response error as an ApiError with endpoint and status', async () => {
    const fetch = fakeFetch(500, {
      error: { code: 'INTERNAL_ERROR', id: '5d37dbcb', message: 'Internal error', kind: 'server', info: { x: 1 } },
    });
    const api = new KernelApi({ target: () => ({ origin: 'https://a.example', token: null }), fetch });
    const e = await api.request('meta', {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ code: 'INTERNAL_ERROR', id: '5d37dbcb', endpoint: 'meta', status: 500, info: { x: 1 } });
  });

  it("keeps the message of Fastify's error body (signup's DUPLICATED_USERNAME, captcha failures)", async () => {
    const api = new KernelApi({
      target: () => ({ origin: 'https://a.example', token: null }),
      fetch: fakeFetch(400, { statusCode: 400, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' }),
    });
    await expect(api.request('signup', { username: 'alice', password: 'x' })).rejects.toMatchObject({
      code: 'UNKNOWN',
      message: 'Error: DUPLICATED_USERNAME',
      status: 400,
      endpoint: 'signup',
    });
  });

  it('a non-JSON body becomes an invalid-response error', async () => {
    const api = new KernelApi({
      target: () => ({ origin: 'https://a.example', token: null }),
      fetch: fakeFetch(502, '<html>bad gateway</html>'),
    });
    await expect(api.request('meta', {})).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 502 });
  });

  it('is abortable', async () => {
    const fetch = vi.fn(
      (_u: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const api = new KernelApi({ target: () => ({ origin: 'https://a.example', token: null }), fetch });
    const ctl = new AbortController();
    const p = api.request('meta', {}, { signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('GET variant sends query parameters and never the token', async () => {
    const fetch = fakeFetch(200, { ok: 1 });
    const api = new KernelApi({ target: () => ({ origin: 'https://a.example', token: 'secret-token' }), fetch });
    await api.get('meta', { detail: false });
    expect(fetch.mock.calls[0][0]).toBe('https://a.example/api/meta?detail=false');
    expect(fetch.mock.calls[0][1]?.method).toBe('GET');
  });

  it('requestWithUi shows progress and the error dialog', async () => {
    const waited: Promise<unknown>[] = [];
    const showError = vi.fn(async (_e: ApiError, _m?: unknown) => {});
    const ui: ApiUi = {
      waiting: (p) => {
        waited.push(p);
        return p;
      },
      showError,
    };
    const api = new KernelApi({
      target: () => ({ origin: 'https://a.example', token: null }),
      fetch: fakeFetch(429, { error: { code: 'RATE_LIMIT_EXCEEDED', id: 'd5826d14', message: 'Rate limit' } }),
      ui: () => ui,
    });
    await expect(api.requestWithUi('notes/create', { text: 'x' })).rejects.toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(waited).toHaveLength(1);
    expect(showError).toHaveBeenCalledWith(expect.objectContaining({ code: 'RATE_LIMIT_EXCEEDED', endpoint: 'notes/create' }), undefined);
  });
});
