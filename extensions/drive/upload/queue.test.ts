import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { KiteUploadQueue } from './queue';
import type { QueueDeps } from './queue';
import { UploadFailure } from './send';
import { uploadErrorText } from '../rules/uploadErrors';
import { driveMessages as m } from '../messages';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const driveFile = (name: string) => ({ id: `f-${name}`, name }) as entities.DriveFile;

function deps(over: Partial<QueueDeps> = {}): QueueDeps {
  return {
    process: async (r) => ({
      blob: r.level > 0 ? new Blob([new Uint8Array(3)], { type: 'image/webp' }) : r.file,
      name: r.level > 0 ? 'x.webp' : r.name,
      changed: r.level > 0,
    }),
    send: async (_b, o) => {
      o.onProgress?.(5, 10);
      return driveFile(o.name);
    },
    defaultLevel: () => 2,
    presetLayers: () => null,
    isWebKit: false,
    onUploaded: vi.fn(),
    onFailed: vi.fn(),
    ...over,
  };
}

describe('upload queue (spec 2 §4)', () => {
  it('preprocesses to idle with the compressed size, then uploads into the attached files', async () => {
    const d = deps();
    const q = new KiteUploadQueue(d);
    const seen: string[] = [];
    q.subscribe(() => seen.push(q.items.map((i) => i.state).join()));
    await q.add([file('a.png')]);
    expect(q.items[0]).toMatchObject({ state: 'idle', compressedSize: 3, originalSize: 10 });
    await q.start();
    expect(seen).toContain('preprocessing');
    expect(seen).toContain('uploading');
    expect(d.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'x.webp' }));
    expect(q.items).toHaveLength(0);
  });
  it('edits only idle items, ignores a blank rename, re-preprocesses on a level change', async () => {
    const process = vi.fn(deps().process);
    const q = new KiteUploadQueue(deps({ process }));
    await q.add([file('a.png')]);
    const id = q.items[0].id;
    q.update(id, { name: '  ' });
    expect(q.items[0].name).toBe('a.png');
    q.update(id, { name: 'b.png', caption: 'alt', isSensitive: true });
    expect(q.items[0]).toMatchObject({ name: 'b.png', caption: 'alt', isSensitive: true });
    q.update(id, { compressionLevel: 0 });
    await vi.waitFor(() => expect(q.items[0].state).toBe('idle'));
    expect(process).toHaveBeenCalledTimes(2);
    expect(q.items[0].compressedSize).toBeNull();
  });
  it('keeps the original when preprocessing fails', async () => {
    const send = vi.fn(deps().send);
    const q = new KiteUploadQueue(deps({ process: () => Promise.reject(new Error('pixel limit')), send }));
    await q.add([file('a.png', 7)]);
    expect(q.items[0].state).toBe('idle');
    await q.start();
    expect(send.mock.calls[0][0].size).toBe(7);
  });
  it('marks failures and aborts, keeping the item', async () => {
    const failing = deps({ send: () => Promise.reject(new UploadFailure(uploadErrorText(413, ''))) });
    const q = new KiteUploadQueue(failing);
    await q.add([file('a.png')]);
    await q.start();
    expect(q.items[0].state).toBe('uploadFailed');
    expect(failing.onFailed).toHaveBeenCalled();
    const q2 = new KiteUploadQueue(
      deps({
        send: (_b, o) =>
          new Promise((_r, rej) => o.signal?.addEventListener('abort', () => rej(new UploadFailure(uploadErrorText(null, ''), true)))),
      }),
    );
    await q2.add([file('a.png')]);
    const p = q2.start();
    q2.abort(q2.items[0].id);
    await p;
    expect(q2.items[0].state).toBe('aborted');
    expect(q2.busy).toBe(false);
  });
  it('tells an unexpected failure as the raw answer, its text a parameter (so a translation keeps it)', async () => {
    const failing = deps({ send: () => Promise.reject(new Error('socket hang up')) });
    const q = new KiteUploadQueue(failing);
    await q.add([file('a.png')]);
    await q.start();
    const failure = vi.mocked(failing.onFailed).mock.calls[0][1];
    expect(failure.text).toEqual({ title: m.failedToUpload, text: m.raw, params: { raw: 'socket hang up' } });
  });
});
