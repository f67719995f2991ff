import { ApiError } from '@kite/sdk';
import type { EndpointRes } from '@kite/sdk';
import type { ApiTarget } from './client';

const ENDPOINT = 'drive/files/create';

export interface UploadForm {
  file: Blob;
  name?: string;
  folderId?: string | null;
  isSensitive?: boolean;
  comment?: string | null;
  force?: boolean;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/** The part of XMLHttpRequest the upload uses (tests pass a fake). */
export type XhrLike = Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'status' | 'responseText' | 'withCredentials'> & {
  upload: { onprogress: ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
};

/** The multipart body Misskey's own client sends to `drive/files/create`. */
export function uploadFormData(form: UploadForm, token: string | null): FormData {
  const fd = new FormData();
  if (token) fd.append('i', token);
  fd.append('force', String(form.force ?? true));
  const name = form.name ?? (form.file instanceof File ? form.file.name : 'untitled');
  fd.append('file', form.file, name);
  fd.append('name', name);
  if (form.isSensitive != null) fd.append('isSensitive', String(form.isSensitive));
  if (form.comment) fd.append('comment', form.comment);
  if (form.folderId) fd.append('folderId', form.folderId);
  return fd;
}

/**
 * Turns a finished upload into its result or an `ApiError`. The drive shows a non-JSON
 * failure raw (spec 2 §8), so `info.raw` keeps the response text whenever it was not a
 * Misskey error body (a 413 from a proxy usually has no body at all).
 */
export function uploadResult(status: number, text: string): EndpointRes<typeof ENDPOINT> {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status === 200 && body && typeof body === 'object') return body as EndpointRes<typeof ENDPOINT>;
  const err = (body as { error?: Record<string, unknown> } | undefined)?.error;
  if (status !== 200 && err && typeof err === 'object') {
    return raise({
      code: String(err.code ?? 'UNKNOWN'),
      id: String(err.id ?? ''),
      message: String(err.message ?? ''),
      kind: err.kind as string | undefined,
      info: err.info,
      status,
    });
  }
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 200 ? 'INVALID_RESPONSE' : 'UPLOAD_FAILED';
  return raise({ code, id: '', message: text || `HTTP ${status}`, info: { raw: text }, status });
}

function raise(e: { code: string; id: string; message: string; kind?: string; info?: unknown; status?: number }): never {
  throw new ApiError({ ...e, endpoint: ENDPOINT });
}

/**
 * Multipart `drive/files/create` over XMLHttpRequest (fetch reports no upload progress):
 * the target's origin and token (`i` form field), credentials omitted, abortable.
 */
export function xhrUpload(
  target: ApiTarget,
  form: UploadForm,
  opts: UploadOptions,
  createXhr: () => XhrLike,
): Promise<EndpointRes<typeof ENDPOINT>> {
  return new Promise((resolve, reject) => {
    const aborted = () => new ApiError({ code: 'ABORTED', id: '', message: 'aborted', endpoint: ENDPOINT });
    if (opts.signal?.aborted) return reject(aborted());
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', `${target.origin}/api/${ENDPOINT}`);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : form.file.size);
    xhr.onload = () => {
      done();
      try {
        resolve(uploadResult(xhr.status, xhr.responseText));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ code: 'NETWORK_ERROR', id: '', message: 'network error', endpoint: ENDPOINT }));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    opts.signal?.addEventListener('abort', onAbortSignal);
    xhr.send(uploadFormData(form, target.token));
  });
}
