import type { MessageKey, MessageParams } from '@kite/sdk';
import { driveMessages as m } from '../messages';
export { maxUploadBytes } from './uploadLimit';

/** Full error ids from Misskey's drive/files/create (spec 2 §8). */
export const UPLOAD_ERROR_IDS = {
  inappropriate: 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2',
  noFreeSpace: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
  unallowedFileType: '4becd248-7f2c-48c4-a9f0-75edc4f9a1ea',
  maxFileSizeExceeded: 'b9d8c348-33f0-4673-b9a9-5d4da058977a',
} as const;

export interface UploadErrorText {
  title: MessageKey;
  text: MessageKey;
  params?: MessageParams;
}

/**
 * What to tell a person about a failed upload: 413 or the size error → the file-size
 * message; the known ids; other JSON errors with message, code and id; a body that is not
 * JSON is shown raw.
 */
export function uploadErrorText(status: number | null, body: string): UploadErrorText {
  if (status === 413) return { title: m.failedToUpload, text: m.tooLarge };
  type Body = { error?: { id?: string; code?: string; message?: string } };
  let parsed: Body | null = null;
  try {
    parsed = JSON.parse(body) as Body;
  } catch {
    parsed = null;
  }
  const err = parsed && typeof parsed === 'object' ? parsed.error : undefined;
  if (!err) return { title: m.failedToUpload, text: m.raw, params: { raw: body || String(status ?? '') } };
  if (err.id === UPLOAD_ERROR_IDS.inappropriate) return { title: m.failedToUpload, text: m.inappropriate };
  if (err.id === UPLOAD_ERROR_IDS.noFreeSpace) return { title: m.failedToUpload, text: m.noFreeSpace };
  if (err.id === UPLOAD_ERROR_IDS.unallowedFileType) return { title: m.failedToUpload, text: m.unallowedType };
  if (err.id === UPLOAD_ERROR_IDS.maxFileSizeExceeded) return { title: m.failedToUpload, text: m.tooLarge };
  return { title: m.failedToUpload, text: m.errorDetail, params: { message: err.message ?? '', code: err.code ?? '', id: err.id ?? '' } };
}

/** Spec 2 §5: the smaller of the server's maxFileSize and the policy's maxFileSizeMb, in bytes. */
/** A rename is applied only when the new name has at least one non-blank character. */
export function renamed(current: string, input: string | null | undefined): string {
  return input != null && input.trim() !== '' ? input : current;
}
