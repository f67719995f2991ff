import { ApiError } from '@kite/sdk';
import type { ApiCallOptions, ApiService, EndpointRes } from '@kite/sdk';

const ENDPOINT = 'drive/files/create';

export interface UploadForm {
  file: Blob;
  name?: string;
  folderId?: string | null;
  isSensitive?: boolean;
  comment?: string | null;
  force?: boolean;
}

/** The multipart fields Misskey's own client sends to `drive/files/create` (the Api adds the token). */
export function uploadFormData(form: UploadForm): FormData {
  const fd = new FormData();
  fd.append('force', String(form.force ?? true));
  const name = form.name ?? (form.file instanceof File ? form.file.name : 'untitled');
  fd.append('file', form.file, name);
  fd.append('name', name);
  if (form.isSensitive != null) fd.append('isSensitive', String(form.isSensitive));
  if (form.comment) fd.append('comment', form.comment);
  if (form.folderId) fd.append('folderId', form.folderId);
  return fd;
}

function raise(e: { code: string; id: string; message: string; kind?: string; info?: unknown; status?: number }): never {
  throw new ApiError({ ...e, endpoint: ENDPOINT });
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

/**
 * `drive/files/create` with upload progress: the Api's multipart primitive carries the
 * bytes (and the account's token); reading the answer is the drive's business.
 */
export async function createDriveFile(
  postMultipart: ApiService['postMultipart'],
  form: UploadForm,
  opts: ApiCallOptions & { onProgress?: (loaded: number, total: number) => void } = {},
): Promise<EndpointRes<typeof ENDPOINT>> {
  const { status, text } = await postMultipart(ENDPOINT, uploadFormData(form), opts);
  return uploadResult(status, text);
}
