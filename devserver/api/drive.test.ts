import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';
import { picture } from '../seed/media';

let h: Harness;
let alice: string;
let dave: string;
beforeAll(async () => {
  h = await startHarness({ maxFileSize: 2 * 1024 * 1024 });
  [alice, dave] = await Promise.all([h.signin('alice'), h.signin('dave')]);
});
afterAll(async () => {
  await h.close();
});

function upload(
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  form.append('i', token);
  form.append('file', new Blob([bytes], { type }), name);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return fetch(`${h.url}/api/drive/files/create`, { method: 'POST', body: form });
}

describe('drive', () => {
  it('uploads a file with multipart and serves it', async () => {
    const png = new Uint8Array(picture('upload-test', 32, 16));
    const res = await upload(alice, png, 'test.png', 'image/png', { isSensitive: 'true', comment: 'alt text' });
    expect(res.status).toBe(200);
    const file = await res.json();
    expect(file).toMatchObject({
      name: 'test.png',
      type: 'image/png',
      size: png.length,
      isSensitive: true,
      comment: 'alt text',
      properties: { width: 32, height: 16 },
    });
    const got = await fetch(file.url);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    const list = await h.call('drive/files', { limit: 5 }, alice);
    expect(list.body.some((f: { id: string }) => f.id === file.id)).toBe(true);
    const n = await h.call('notes/create', { text: 'with file', fileIds: [file.id] }, alice);
    expect(n.body.createdNote.files[0].id).toBe(file.id);
    await h.call('drive/files/update', { fileId: file.id, name: 'renamed.png' }, alice);
    expect((await h.call('drive/files/show', { fileId: file.id }, alice)).body.name).toBe('renamed.png');
  });

  it('works with misskey-js APIClient multipart', async () => {
    const file = await h
      .client(alice)
      .request('drive/files/create', { file: new Blob([new Uint8Array(picture('mk', 8, 8))], { type: 'image/png' }), name: 'mk.png' });
    expect(file.name).toBe('mk.png');
  });

  it('answers 413 above the server limit and MAX_FILE_SIZE_EXCEEDED above the role policy', async () => {
    const big = await upload(alice, new Uint8Array(3 * 1024 * 1024), 'big.bin', 'application/octet-stream');
    expect(big.status).toBe(413);
    const overPolicy = await upload(dave, new Uint8Array(1.5 * 1024 * 1024), 'a.txt', 'text/plain');
    expect(overPolicy.status).toBe(413);
    expect((await overPolicy.json()).error.id).toBe('b9d8c348-33f0-4673-b9a9-5d4da058977a');
  });

  it('manages folders', async () => {
    const folder = (await h.call('drive/folders/create', { name: 'Tests' }, alice)).body;
    const sub = (await h.call('drive/folders/create', { name: 'Sub', parentId: folder.id }, alice)).body;
    expect(sub.parentId).toBe(folder.id);
    expect((await h.call('drive/folders', { folderId: folder.id }, alice)).body[0].id).toBe(sub.id);
    expect((await h.call('drive/folders/update', { folderId: folder.id, parentId: sub.id }, alice)).body.error.code).toBe(
      'RECURSIVE_NESTING',
    );
    expect((await h.call('drive/folders/delete', { folderId: sub.id }, alice)).status).toBe(204);
    const seeded = await h.call('drive/folders', {}, alice);
    expect(seeded.body.map((f: { name: string }) => f.name)).toContain('Photos');
  });

  it('upload-from-url answers at once and delivers urlUploadFinished on main', async () => {
    const stream = h.stream(alice);
    await connected(stream);
    const main = stream.useChannel('main');
    await new Promise((r) => setTimeout(r, 50));
    const got = waitFor<{ marker: string; file: { name: string; type: string } }>((r) => main.on('urlUploadFinished', r));
    const r = await h.call('drive/files/upload-from-url', { url: `${h.url}/__fixtures/kite.png`, marker: 'm1' }, alice);
    expect(r.status).toBe(204);
    const ev = await got;
    expect(ev.marker).toBe('m1');
    expect(ev.file).toMatchObject({ name: 'kite.png', type: 'image/png' });
  });
});

describe('drive moderation', () => {
  it('admin/drive/show-file: moderators see any file with its storage facts; others are refused', async () => {
    const [bob, carol] = await Promise.all([h.signin('bob'), h.signin('carol')]);
    const mine = await h.call('drive/files', { limit: 1 }, carol);
    const f = mine.body[0];
    const shown = await h.call('admin/drive/show-file', { fileId: f.id }, bob);
    expect(shown.status).toBe(200);
    const carolId = (await h.call('i', {}, carol)).body.id;
    expect(shown.body).toMatchObject({
      id: f.id,
      name: f.name,
      type: f.type,
      size: f.size,
      md5: f.md5,
      userId: carolId,
      userHost: null,
      storedInternal: true,
      url: f.url,
    });
    expect((await h.call('admin/drive/show-file', { url: f.url }, bob)).body.id).toBe(f.id);
    const denied = await h.call('admin/drive/show-file', { fileId: f.id }, carol);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('ROLE_PERMISSION_DENIED');
    const missing = await h.call('admin/drive/show-file', { fileId: 'nope' }, bob);
    expect(missing.body.error).toMatchObject({ code: 'NO_SUCH_FILE', id: 'caf3ca38-c6e5-472e-a30c-b05377dcc240' });
  });

  it('moderators may mark others\u2019 files sensitive and delete them; regular users may not', async () => {
    const [bob, carol] = await Promise.all([h.signin('bob'), h.signin('carol')]);
    const f = (await h.call('drive/files', { limit: 1 }, carol)).body[0];
    expect((await h.call('drive/files/update', { fileId: f.id, isSensitive: true }, dave)).body.error.code).toBe('NO_SUCH_FILE');
    const upd = await h.call('drive/files/update', { fileId: f.id, isSensitive: !f.isSensitive }, bob);
    expect(upd.body.isSensitive).toBe(!f.isSensitive);
    expect((await h.call('drive/files/show', { fileId: f.id }, carol)).body.isSensitive).toBe(!f.isSensitive);
    expect((await h.call('drive/files/delete', { fileId: f.id }, dave)).status).toBe(400);
    expect((await h.call('drive/files/delete', { fileId: f.id }, bob)).status).toBe(204);
    expect((await h.call('drive/files/show', { fileId: f.id }, carol)).body.error.code).toBe('NO_SUCH_FILE');
  });
});
