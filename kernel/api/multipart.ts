import { ApiError } from '@kite/sdk';
import type { ApiTarget } from './client';

/** The part of XMLHttpRequest the multipart call uses (tests pass a fake). */
export type XhrLike = Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'status' | 'responseText' | 'withCredentials'> & {
  upload: { onprogress: ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
};

export interface MultipartOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * A multipart POST to `/api/{endpoint}` over XMLHttpRequest (fetch reports no upload
 * progress): the token goes first as the `i` field (Misskey reads only fields sent before
 * the file), credentials omitted, abortable. Resolves with the raw status and text; only
 * transport failures reject (NETWORK_ERROR, ABORTED) — the caller reads the answer.
 */
export function xhrMultipart(
  target: ApiTarget,
  endpoint: string,
  fields: FormData,
  opts: MultipartOptions,
  createXhr: () => XhrLike,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const aborted = () => new ApiError({ code: 'ABORTED', id: '', message: 'aborted', endpoint });
    if (opts.signal?.aborted) return reject(aborted());
    const body = new FormData();
    if (target.token) body.append('i', target.token);
    for (const [k, v] of fields) body.append(k, v);
    const size = [...fields.values()].reduce((n, v) => n + (typeof v === 'string' ? v.length : v.size), 0);
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', `${target.origin}/api/${endpoint}`);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : size);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ code: 'NETWORK_ERROR', id: '', message: 'network error', endpoint }));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    opts.signal?.addEventListener('abort', onAbortSignal);
    xhr.send(body);
  });
}
