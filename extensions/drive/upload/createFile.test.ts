import { describe, expect, it } from 'vitest';
import { ApiError } from '@kite/sdk';
import type { ApiService } from '@kite/sdk';
import { createDriveFile, uploadFormData, uploadResult } from './createFile';

type Post = ApiService['postMultipart'];
const answer =
  (status: number, text: string): Post =>
  async () => ({ status, text });
const png = () => new Blob([new Uint8Array(16)], { type: 'image/png' });

describe('drive/files/create over the Api multipart primitive', () => {
  it('sends the fields Misskey’s client sends (force, file, name, sensitive, caption, folder)', () => {
    const fd = uploadFormData({ file: png(), name: 'a.png', isSensitive: true, comment: 'cap', folderId: 'f1' });
    expect([...fd.keys()]).toEqual(['force', 'file', 'name', 'isSensitive', 'comment', 'folderId']);
    expect(fd.get('force')).toBe('true');
    expect((fd.get('file') as File).name).toBe('a.png');
    expect(fd.get('isSensitive')).toBe('true');
  });

  it('a 200 JSON answer is the file; progress and the call options reach the primitive', async () => {
    let seen: Parameters<Post> | null = null;
    const post: Post = async (...args) => ((seen = args), { status: 200, text: '{"id":"f","name":"a.png"}' });
    const file = await createDriveFile(post, { file: png(), name: 'a.png' }, { account: 'carol' });
    expect(file).toMatchObject({ id: 'f', name: 'a.png' });
    expect(seen![0]).toBe('drive/files/create');
    expect(seen![2]).toMatchObject({ account: 'carol' });
  });

  it('413 with no body → PAYLOAD_TOO_LARGE with an empty raw body', async () => {
    const e = await createDriveFile(answer(413, ''), { file: png() }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', info: { raw: '' }, endpoint: 'drive/files/create' });
  });

  it('a Misskey error body becomes its code and id; a non-JSON answer keeps the raw text', () => {
    expect(() => uploadResult(500, JSON.stringify({ error: { code: 'INTERNAL_ERROR', id: '5d37', message: 'x' } }))).toThrow(
      expect.objectContaining({ code: 'INTERNAL_ERROR', id: '5d37', status: 500 }),
    );
    expect(() => uploadResult(200, '{"malformed": tru')).toThrow(
      expect.objectContaining({ code: 'INVALID_RESPONSE', status: 200, info: { raw: '{"malformed": tru' } }),
    );
    expect(() => uploadResult(502, '<html>Bad gateway</html>')).toThrow(
      expect.objectContaining({ code: 'UPLOAD_FAILED', info: { raw: '<html>Bad gateway</html>' } }),
    );
  });
});
