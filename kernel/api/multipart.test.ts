import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevServer } from '../../devserver/server';
import type { DevServer } from '../../devserver/server';
import { KernelApi } from './client';
import type { XhrLike } from './multipart';

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

describe('Api.postMultipart (multipart over XMLHttpRequest, answered raw)', () => {
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

  const form = (name: string, file: Blob = png()) => {
    const fd = new FormData();
    fd.append('file', file, name);
    fd.append('name', name);
    return fd;
  };
  const post = (fd: FormData, opts: Parameters<KernelApi['postMultipart']>[2] = {}) => api().postMultipart('drive/files/create', fd, opts);

  it('sends the fields after the current token as i, credentials omitted, reporting progress; the answer comes back raw', async () => {
    const seen: [number, number][] = [];
    const res = await post(form('kite.png'), { onProgress: (l: number, t: number) => seen.push([l, t]) });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ name: 'kite.png', size: 2048 });
    expect(seen).toEqual([
      [1024, 2048],
      [2048, 2048],
    ]);
    const xhr = FetchXhr.last!;
    expect(xhr.url).toBe(`${server.url}/api/drive/files/create`);
    expect(xhr.withCredentials).toBe(false);
    expect([...xhr.body!.keys()]).toEqual(['i', 'file', 'name']);
    expect(xhr.body?.get('i')).toBe(token);
  });

  it('a stored account posts with its own token; an unknown one is refused before sending', async () => {
    const res = await post(form('carol.png'), { account: 'carol' });
    const id = (JSON.parse(res.text) as { id: string }).id;
    const shown = await fetch(`${server.url}/api/drive/files/show`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: carolToken, fileId: id }),
    });
    expect(shown.status).toBe(200);
    await expect(post(form('x.png'), { account: 'nobody' })).rejects.toMatchObject({ code: 'NO_ACCOUNT_TOKEN' });
  });

  it('an HTTP failure is an answer, not a rejection: 413 with an empty body, a Misskey error body', async () => {
    const big = new Blob([new Uint8Array(128 * 1024)], { type: 'application/octet-stream' });
    expect(await post(form('big.bin', big))).toEqual({ status: 413, text: '' });
    await fault('INTERNAL_ERROR');
    const res = await post(form('x.png'));
    expect(res.status).toBe(500);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
  });

  it('an upload in progress is aborted through the AbortSignal; an already aborted signal sends nothing', async () => {
    const ctl = new AbortController();
    const p = post(form('x.png'), { signal: ctl.signal, onProgress: () => ctl.abort() });
    await expect(p).rejects.toMatchObject({ code: 'ABORTED' });
    FetchXhr.last = null;
    await expect(post(form('y.png'), { signal: ctl.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(FetchXhr.last).toBeNull();
  });
});
