import { isApiError } from '@kite/sdk';
import type { ApiService } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { maxUploadBytes, uploadErrorText } from '../rules/uploadErrors';
import { createDriveFile } from './createFile';
import type { UploadErrorText } from '../rules/uploadErrors';

/** A failed upload with the text spec 2 §8 shows for it. */
export class UploadFailure extends Error {
  constructor(
    readonly text: UploadErrorText,
    readonly aborted = false,
  ) {
    super(text.text.en);
    this.name = 'UploadFailure';
  }
}

export interface SendOptions {
  name: string;
  folderId?: string | null;
  isSensitive?: boolean;
  comment?: string | null;
  account?: string;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  /** Server/policy limit in bytes (checked before sending). */
  limit: number | null;
}

/** Turns an `ApiError` from the upload into the error text (413, known ids, raw body). */
export function failureOf(e: unknown): UploadFailure {
  if (isApiError(e)) {
    if (e.code === 'ABORTED') return new UploadFailure(uploadErrorText(null, ''), true);
    const raw = (e.info as { raw?: unknown } | undefined)?.raw;
    if (typeof raw === 'string') return new UploadFailure(uploadErrorText(e.status ?? null, raw));
    if (e.status === 413) return new UploadFailure(uploadErrorText(413, ''));
    if (e.code === 'INVALID_RESPONSE' || e.code === 'NETWORK_ERROR') return new UploadFailure(uploadErrorText(e.status ?? null, e.message));
    return new UploadFailure(uploadErrorText(e.status ?? 400, JSON.stringify({ error: { id: e.id, code: e.code, message: e.message } })));
  }
  if (e instanceof DOMException && e.name === 'AbortError') return new UploadFailure(uploadErrorText(null, ''), true);
  return new UploadFailure(uploadErrorText(null, e instanceof Error ? e.message : String(e)));
}

/** Uploads through the Api (its multipart primitive, with progress, when the kernel has it). */
export async function sendFile(api: ApiService, blob: Blob, o: SendOptions): Promise<entities.DriveFile> {
  if (o.limit != null && blob.size > o.limit) throw new UploadFailure(uploadErrorText(413, ''));
  const form = {
    file: blob,
    name: o.name,
    folderId: o.folderId ?? null,
    isSensitive: o.isSensitive ?? false,
    comment: o.comment || null,
    force: true,
  };
  const callOpts = { account: o.account, signal: o.signal };
  try {
    return await createDriveFile(api.postMultipart.bind(api), form, { ...callOpts, onProgress: o.onProgress });
  } catch (e) {
    throw failureOf(e);
  }
}

export { maxUploadBytes };
