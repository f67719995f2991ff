import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startHarness } from '../testing/harness';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps notes and files across restarts with --data, and wipes them with --reset', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kite-devserver-'));
    dirs.push(dir);
    let h = await startHarness({ dataDir: dir });
    let t = await h.signin('alice');
    const note = (await h.call('notes/create', { text: 'persist me' }, t)).body.createdNote;
    const form = new FormData();
    form.append('i', t);
    form.append('file', new Blob(['hello file'], { type: 'text/plain' }), 'hello.txt');
    const file = await (await fetch(`${h.url}/api/drive/files/create`, { method: 'POST', body: form })).json();
    await h.close();

    h = await startHarness({ dataDir: dir });
    t = await h.signin('alice');
    expect((await h.call('notes/show', { noteId: note.id }, t)).body.text).toBe('persist me');
    const shown = await h.call('drive/files/show', { fileId: file.id }, t);
    expect(await (await fetch(`${h.url}/files/${file.id}`)).text()).toBe('hello file');
    expect(shown.body.name).toBe('hello.txt');
    await h.close();

    h = await startHarness({ dataDir: dir, reset: true });
    t = await h.signin('alice');
    expect((await h.call('notes/show', { noteId: note.id }, t)).body.error.code).toBe('NO_SUCH_NOTE');
    await h.close();
  });
});
