import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { startHarness, type Harness } from '../testing/harness';
import { emojiImage } from '../seed/media';

let h: Harness;
let alice: string; // Administrator role
let carol: string; // neither staff nor emoji manager
beforeAll(async () => {
  h = await startHarness();
  [alice, carol] = await Promise.all([h.signin('alice'), h.signin('carol')]);
  // Misskey's default policies do not let anyone upload a ZIP: the administrator allows it first.
  const types = ['text/plain', 'application/json', 'image/*', 'video/*', 'audio/*', 'application/zip'];
  await h.call('admin/roles/update-default-policies', { policies: { uploadableFileTypes: types } }, alice);
});
afterAll(async () => {
  await h.close();
});

async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.append('i', alice);
  form.append('file', new Blob([bytes.slice()], { type: 'application/zip' }), name);
  const res = await fetch(`${h.url}/api/drive/files/create`, { method: 'POST', body: form });
  return ((await res.json()) as { id: string }).id;
}

/** A ZIP as Misskey's export makes it: meta.json (metaVersion 2) and the images at the root. */
function exportZip(records: unknown[], images: Record<string, Uint8Array>): Uint8Array {
  const meta = { metaVersion: 2, host: 'other.example', exportedAt: new Date().toString(), emojis: records };
  return zipSync({ 'meta.json': strToU8(JSON.stringify(meta)), ...images });
}
const record = (name: string, extra: Record<string, unknown> = {}) => ({
  fileName: `${name}.png`,
  downloaded: true,
  emoji: { id: 'x', name, category: 'Imported', aliases: ['alias_' + name], license: 'CC0', isSensitive: false, localOnly: true, ...extra },
});

type Emoji = { name: string; category: string | null; aliases: string[]; license: string | null; localOnly: boolean };
const emojis = async () => (await h.call('admin/emoji/list', { limit: 100 }, alice)).body as Emoji[];
type Job = { name: string; isFailed: boolean; failedReason: string };
const dbJobs = async (state: string) =>
  ((await h.call('admin/queue/jobs', { queue: 'db', state: [state] }, alice)).body as Job[]).filter((j) => j.name === 'importCustomEmojis');

describe('admin/emoji/import-zip (Misskey 2025.9)', () => {
  it('answers 204 at once, then adds the downloaded, well-named emojis of the ZIP', async () => {
    const png = new Uint8Array(emojiImage('z'));
    const zip = exportZip(
      [
        record('zip_one'),
        record('zip_two', { aliases: [], license: null, localOnly: false, category: null }),
        { ...record('not_downloaded'), downloaded: false },
        record('bad-name'),
        { ...record('escape'), fileName: '../escape.png' },
        record('missing_file'),
      ],
      { 'zip_one.png': png, 'zip_two.png': png, 'not_downloaded.png': png, 'bad-name.png': png, 'escape.png': png },
    );
    const fileId = await upload(zip, 'emojis.zip');
    const res = await h.call('admin/emoji/import-zip', { fileId }, alice);
    expect(res.status).toBe(204);
    await expect.poll(async () => (await emojis()).map((e) => e.name)).toEqual(expect.arrayContaining(['zip_one', 'zip_two']));
    const got = await emojis();
    expect(got.find((e) => e.name === 'zip_one')).toMatchObject({
      category: 'Imported',
      aliases: ['alias_zip_one'],
      license: 'CC0',
      localOnly: true,
    });
    expect(got.find((e) => e.name === 'zip_two')).toMatchObject({ category: null, aliases: [], license: null, localOnly: false });
    for (const skipped of ['not_downloaded', 'bad-name', 'escape', 'missing_file']) expect(got.map((e) => e.name)).not.toContain(skipped);
    expect((await dbJobs('completed')).length).toBeGreaterThan(0);

    // Imported again, an emoji of the same name is replaced.
    const again = await upload(exportZip([record('zip_one', { category: 'Second' })], { 'zip_one.png': png }), 'again.zip');
    await h.call('admin/emoji/import-zip', { fileId: again }, alice);
    await expect.poll(async () => (await emojis()).filter((e) => e.name === 'zip_one').map((e) => e.category)).toEqual(['Second']);
  });

  it('accepts any file as Misskey does; a file that is not an export fails the job in the db queue', async () => {
    const notZip = await upload(strToU8('just text'), 'notes.zip');
    expect((await h.call('admin/emoji/import-zip', { fileId: notZip }, alice)).status).toBe(204);
    const noMeta = await upload(zipSync({ 'a.png': new Uint8Array(emojiImage('a')) }), 'nometa.zip');
    expect((await h.call('admin/emoji/import-zip', { fileId: noMeta }, alice)).status).toBe(204);
    await expect.poll(async () => (await dbJobs('failed')).length).toBe(2);
    expect((await dbJobs('failed')).every((j) => j.isFailed && j.failedReason !== '')).toBe(true);
  });

  it('export-custom-emojis writes the local emojis as a ZIP the import takes back, and says so', async () => {
    expect((await h.call('export-custom-emojis', {}, alice)).status).toBe(204);
    const files = (await h.call('drive/files', { limit: 10 }, alice)).body as { id: string; name: string; url: string; type: string }[];
    const zip = files.find((f) => f.name.startsWith('custom-emojis-') && f.name.endsWith('.zip'));
    expect(zip?.type).toBe('application/zip');
    const bytes = new Uint8Array(await (await fetch(zip?.url ?? '')).arrayBuffer());
    const { unzipSync, strFromU8 } = await import('fflate');
    const unzipped = unzipSync(bytes);
    const meta = JSON.parse(strFromU8(unzipped['meta.json'] ?? new Uint8Array())) as {
      metaVersion: number;
      emojis: { fileName: string; downloaded: boolean; emoji: { name: string } }[];
    };
    expect(meta.metaVersion).toBe(2);
    const kite = meta.emojis.find((e) => e.emoji.name === 'kite');
    expect(kite?.downloaded).toBe(true);
    expect(unzipped[kite?.fileName ?? '']).toBeDefined();
    const notes = (await h.call('i/notifications', { limit: 5 }, alice)).body as { type: string; exportedEntity?: string }[];
    expect(notes.some((n) => n.type === 'exportCompleted' && n.exportedEntity === 'customEmoji')).toBe(true);
  });

  it('is for emoji managers only and needs a fileId', async () => {
    expect((await h.call('admin/emoji/import-zip', { fileId: 'x' }, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await h.call('admin/emoji/import-zip', {}, alice)).body.error.code).toBe('INVALID_PARAM');
  });
});
