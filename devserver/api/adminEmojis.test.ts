import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';
import { emojiImage } from '../seed/media';

let h: Harness;
let alice: string; // Administrator role
let carol: string; // neither staff nor emoji manager
beforeAll(async () => {
  h = await startHarness();
  [alice, carol] = await Promise.all([h.signin('alice'), h.signin('carol')]);
});
afterAll(async () => {
  await h.close();
});

async function upload(token: string, type = 'image/png'): Promise<string> {
  const form = new FormData();
  form.append('i', token);
  const bytes = type === 'image/png' ? new Uint8Array(emojiImage('t')) : new TextEncoder().encode('plain text');
  form.append('file', new Blob([bytes], { type }), type === 'image/png' ? 't.png' : 't.txt');
  const res = await fetch(`${h.url}/api/drive/files/create`, { method: 'POST', body: form });
  return ((await res.json()) as { id: string }).id;
}

type Emoji = { id: string; name: string; category: string | null; aliases: string[]; license: string | null; host: string | null };

describe('admin/emoji (Misskey 2025.9)', () => {
  it('adds an emoji that emojis/emoji answer and the stream announces; refuses a taken name and non-images', async () => {
    const stream = h.stream(carol);
    await connected(stream);
    const added = waitFor<{ emoji: { name: string } }>((r) => stream.on('emojiAdded', r));
    const fileId = await upload(alice);
    const res = await h.call('admin/emoji/add', { name: 'hd_cat', fileId, category: 'Cats', aliases: ['kitty'], license: 'CC0' }, alice);
    expect(res.body).toMatchObject({
      name: 'hd_cat',
      category: 'Cats',
      aliases: ['kitty'],
      license: 'CC0',
      host: null,
      isSensitive: false,
    });
    expect((await added).emoji.name).toBe('hd_cat');
    expect((await h.call('emojis', {})).body.emojis.some((x: Emoji) => x.name === 'hd_cat')).toBe(true);
    expect((await h.call('emoji', { name: 'hd_cat' })).body.license).toBe('CC0');
    expect((await h.call('admin/emoji/add', { name: 'hd_cat', fileId }, alice)).body.error.code).toBe('DUPLICATE_NAME');
    expect((await h.call('admin/emoji/add', { name: 'bad name', fileId }, alice)).body.error.code).toBe('INVALID_PARAM');
    expect((await h.call('admin/emoji/add', { name: 'x1', fileId: 'nope' }, alice)).body.error.id).toBe(
      'fc46b5a4-6b92-4c33-ac66-b806659bb5cf',
    );
    expect((await h.call('admin/emoji/add', { name: 'x2', fileId: await upload(alice, 'text/plain') }, alice)).body.error.code).toBe(
      'UNSUPPORTED_FILE_TYPE',
    );
    expect((await h.call('admin/emoji/add', { name: 'x3', fileId }, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
  });

  it('lists with Misskey search, updates (rename clash refused), bulk-edits and deletes', async () => {
    const list = (q: string) => h.call('admin/emoji/list', { query: q, limit: 100 }, alice).then((r) => r.body as Emoji[]);
    const [blob] = await list(':blobcat:');
    expect(blob?.name).toBe('blobcat');
    expect((await list('blob')).map((x) => x.name).sort()).toEqual(['blobcat', 'blobcat_heart']);
    expect((await list('Logos')).map((x) => x.name)).toEqual(['misskey']);
    if (!blob) return;
    expect((await h.call('admin/emoji/update', { id: blob.id, name: 'kite' }, alice)).body.error.code).toBe('SAME_NAME_EMOJI_EXISTS');
    expect((await h.call('admin/emoji/update', { id: 'nope', name: 'x' }, alice)).body.error.code).toBe('NO_SUCH_EMOJI');
    expect((await h.call('admin/emoji/update', { id: blob.id, category: 'Blob family' }, alice)).status).toBe(204);
    const ids = (await list('blob')).map((x) => x.id);
    await h.call('admin/emoji/add-aliases-bulk', { ids, aliases: ['b1', 'b2'] }, alice);
    await h.call('admin/emoji/remove-aliases-bulk', { ids, aliases: ['b1'] }, alice);
    await h.call('admin/emoji/set-license-bulk', { ids, license: 'MIT' }, alice);
    await h.call('admin/emoji/set-category-bulk', { ids, category: 'Blobs2' }, alice);
    for (const x of await list('blob'))
      expect(x).toMatchObject({ category: 'Blobs2', license: 'MIT', aliases: expect.arrayContaining(['b2']) });
    await h.call('admin/emoji/set-aliases-bulk', { ids, aliases: [] }, alice);
    expect((await list('blob')).every((x) => x.aliases.length === 0)).toBe(true);
    expect((await h.call('admin/emoji/delete-bulk', { ids }, alice)).status).toBe(204);
    expect(await list('blob')).toEqual([]);
    expect((await h.call('admin/emoji/delete', { id: 'nope' }, alice)).body.error.code).toBe('INTERNAL_ERROR');
    // Each deleted emoji is in the moderation log, named, as Misskey's deleteBulk logs it.
    const logs = (await h.call('admin/show-moderation-logs', { type: 'deleteCustomEmoji', limit: 100 }, alice)).body as {
      info: { emojiId: string; emoji: { name: string } };
    }[];
    expect(logs.map((l) => l.info.emojiId).sort()).toEqual([...ids].sort());
    expect(logs.every((l) => l.info.emoji.name.startsWith('blob'))).toBe(true);
  });

  it('lists remote emojis by host and copies one here once', async () => {
    const remote = (await h.call('admin/emoji/list-remote', { host: 'mastodon.example' }, alice)).body as Emoji[];
    expect(remote.map((x) => x.host)).toEqual(['mastodon.example', 'mastodon.example']);
    const toot = remote.find((x) => x.name === 'toot');
    if (!toot) throw new Error('no toot');
    expect((await h.call('admin/emoji/copy', { emojiId: toot.id }, alice)).body.id).toEqual(expect.any(String));
    expect((await h.call('emoji', { name: 'toot' })).body.category).toBe('Mastodon');
    expect((await h.call('admin/emoji/copy', { emojiId: toot.id }, alice)).body.error.code).toBe('DUPLICATE_NAME');
    expect((await h.call('admin/emoji/copy', { emojiId: 'nope' }, alice)).body.error.id).toBe('e2785b66-dca3-4087-9cac-b93c541cc425');
  });
});
