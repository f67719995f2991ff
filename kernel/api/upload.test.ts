import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@kite/sdk';
import { createDevServer } from '../../devserver/server';
import type { DevServer } from '../../devserver/server';
import { KernelApi } from './client';
import type { XhrLike } from './upload';

/**
 * An XMLHttpRequest stand-in for Node: the multipart body goes over real HTTP (fetch) to
 * the devserver, and upload progress is reported in two steps like a browser would.
 */
class FetchXhr implements XhrLike {
  static last: FetchXhr | null = null;
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = true;
  method = '';
  url = '';
  body: FormData | null = null;
  private ctl = new AbortController();
  constructor() {
    FetchXhr.last = this;
  }
  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body as FormData;
    void this.run();
  }
  private async run() {
    const file = this.body?.get('file') as Blob;
    const progress = (loaded: number) => this.upload.onprogress?.({ loaded, total: file.size, lengthComputable: true } as ProgressEvent);
    progress(Math.floor(file.size / 2));
    if (this.ctl.signal.aborted) return;
    try {
      const res = await fetch(this.url, {
        method: this.method,
        body: this.body,
        signal: this.ctl.signal,
        credentials: this.withCredentials ? 'include' : 'omit',
      });
      progress(file.size);
      this.status = res.status;
      this.responseText = await res.text();
      this.onload?.();
    } catch {
      if (!this.ctl.signal.aborted) this.onerror?.();
    }
  }
  abort() {
    this.ctl.abort();
    this.onabort?.();
  }
}

describe('Api.upload (drive/files/create over XMLHttpRequest)', () => {
  let server: DevServer;
  let token: string;
  let carolToken: string;
  const signin = async (username: string) => {
    const res = await fetch(`${server.url}/api/signin-flow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'password' }),
    });
    return ((await res.json()) as { i: string }).i;
  };
  const fault = (f: string) =>
    fetch(`${server.url}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'drive/files/create', fault: f }),
    });
  const api = () =>
    new KernelApi({
      target: () => ({ origin: server.url, token }),
      accountTarget: (id) => (id === 'carol' ? { origin: server.url, token: carolToken } : null),
      xhr: () => new FetchXhr(),
    });
  const png = () => new Blob([new Uint8Array(2048).fill(7)], { type: 'image/png' });

  beforeAll(async () => {
    server = await createDevServer({ port: 0, quiet: true, maxFileSize: 64 * 1024 });
    token = await signin('alice');
    carolToken = await signin('carol');
  });
  afterAll(() => server?.close());

  it('sends the file and fields with the current token as i, credentials omitted, reporting progress', async () => {
    const seen: [number, number][] = [];
    const file = await api().upload(
      { file: png(), name: 'kite.png', isSensitive: true, comment: 'a kite' },
      { onProgress: (l, t) => seen.push([l, t]) },
    );
    expect(file).toMatchObject({ name: 'kite.png', isSensitive: true, comment: 'a kite', size: 2048 });
    expect(file.user?.username ?? file.userId).toBeTruthy();
    expect(seen).toEqual([
      [1024, 2048],
      [2048, 2048],
    ]);
    const xhr = FetchXhr.last!;
    expect(xhr.url).toBe(`${server.url}/api/drive/files/create`);
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.body?.get('i')).toBe(token);
    expect(xhr.body?.get('force')).toBe('true');
  });

  it('a stored account uploads with its own token', async () => {
    const file = await api().upload({ file: png(), name: 'carol.png' }, { account: 'carol' });
    const shown = await fetch(`${server.url}/api/drive/files/show`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: carolToken, fileId: file.id }),
    });
    expect(shown.status).toBe(200);
    await expect(api().upload({ file: png() }, { account: 'nobody' })).rejects.toMatchObject({ code: 'NO_ACCOUNT_TOKEN' });
  });

  it('413 with no body (over the server limit, or a proxy) → ApiError status 413 with an empty raw body', async () => {
    const big = new Blob([new Uint8Array(128 * 1024)], { type: 'application/octet-stream' });
    const e = await api()
      .upload({ file: big, name: 'big.bin' })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', info: { raw: '' }, endpoint: 'drive/files/create' });
    await fault('413');
    await expect(api().upload({ file: png(), name: 'x.png' })).rejects.toMatchObject({ status: 413 });
  });

  it('a Misskey error body becomes its code and id; a non-JSON answer keeps the raw text', async () => {
    await fault('INTERNAL_ERROR');
    await expect(api().upload({ file: png(), name: 'x.png' })).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
      id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
      status: 500,
    });
    await fault('MALFORMED');
    await expect(api().upload({ file: png(), name: 'x.png' })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
      info: { raw: '{"malformed": tru' },
    });
  });

  it('an upload in progress is aborted through the AbortSignal; an already aborted signal sends nothing', async () => {
    const ctl = new AbortController();
    const p = api().upload({ file: png(), name: 'x.png' }, { signal: ctl.signal, onProgress: () => ctl.abort() });
    await expect(p).rejects.toMatchObject({ code: 'ABORTED' });
    FetchXhr.last = null;
    await expect(api().upload({ file: png() }, { signal: ctl.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(FetchXhr.last).toBeNull();
  });
});
