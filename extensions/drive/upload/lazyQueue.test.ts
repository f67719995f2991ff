import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import { KiteUploadQueue } from './queue';
import { LazyUploadQueue } from './lazyQueue';

const file = (name: string) => new File([new Uint8Array(4)], name, { type: 'text/plain' });

function realQueue(onUploaded = vi.fn()) {
  return new KiteUploadQueue({
    process: async (r) => ({ blob: r.file, name: r.name, changed: false }),
    send: async (_b, o) => ({ id: `f-${o.name}`, name: o.name }) as entities.DriveFile,
    defaultLevel: () => 0,
    presetLayers: () => null,
    isWebKit: false,
    onUploaded,
    onFailed: vi.fn(),
  });
}

describe('lazy upload queue', () => {
  it('loads nothing until the first add, then shows and uploads the files to listeners subscribed before', async () => {
    const onUploaded = vi.fn();
    const load = vi.fn(async () => realQueue(onUploaded));
    const q = new LazyUploadQueue(load);
    const seen: string[] = [];
    q.subscribe(() => seen.push(q.items.map((i) => `${i.name}:${i.state}`).join()));
    expect(q.items).toEqual([]);
    expect(q.busy).toBe(false);
    await q.start();
    expect(load).not.toHaveBeenCalled();

    await q.add([file('a.txt')]);
    expect(seen).toContain('a.txt:preprocessing');
    expect(q.items).toMatchObject([{ name: 'a.txt', state: 'idle' }]);
    await q.start();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.txt' }));
    expect(q.items).toHaveLength(0);
    await q.add([file('b.txt')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays usable after dispose (a remounted form keeps its queue) and forwards edits to the loaded queue', async () => {
    const q = new LazyUploadQueue(async () => realQueue());
    q.dispose();
    const listener = vi.fn();
    q.subscribe(listener);
    await q.add([file('a.txt')]);
    expect(listener).toHaveBeenCalled();
    const id = q.items[0].id;
    q.update(id, { caption: 'hello' });
    expect(q.items[0].caption).toBe('hello');
    q.remove(id);
    expect(q.items).toHaveLength(0);
  });
});
