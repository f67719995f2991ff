import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { startHarness, type Harness } from '../testing/harness';

/**
 * What the account settings pages call (webhooks, export/import, access tokens, avatar
 * decorations, the drive cleaner's sort), answered like Misskey 2025.9 — shapes and error ids
 * checked with curl against a real server.
 */
let h: Harness;
let carol: string;
let dave: string;
beforeAll(async () => {
  h = await startHarness();
  [carol, dave] = await Promise.all([h.signin('carol'), h.signin('dave')]);
});
afterAll(async () => {
  await h.close();
});

async function upload(token: string, name: string, text: string): Promise<entities.DriveFile> {
  const fd = new FormData();
  fd.append('i', token);
  // A real server refuses text/csv by default (uploadableFileTypes): lists to import go up as plain text.
  fd.append('file', new Blob([text], { type: 'text/plain' }), name);
  const res = await fetch(`${h.url}/api/drive/files/create`, { method: 'POST', body: fd });
  expect(res.status).toBe(200);
  return (await res.json()) as entities.DriveFile;
}

describe('i/webhooks', () => {
  it('creates, shows, updates, lists, tests and deletes a webhook; a missing one is NO_SUCH_WEBHOOK with each endpoint’s id', async () => {
    const made = await h.call('i/webhooks/create', { name: 'w1', url: 'https://hooks.example/x', on: ['note', 'follow'] }, carol);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'w1', url: 'https://hooks.example/x', on: ['note', 'follow'], secret: '', active: true });
    expect(made.body.latestSentAt).toBeNull();
    expect(made.body.latestStatus).toBeNull();
    const id = made.body.id as string;
    expect((await h.call('i/webhooks/update', { webhookId: id, active: false, secret: 's3' }, carol)).status).toBe(204);
    expect((await h.call('i/webhooks/show', { webhookId: id }, carol)).body).toMatchObject({ active: false, secret: 's3', name: 'w1' });
    expect((await h.call('i/webhooks/test', { webhookId: id, type: 'note' }, carol)).status).toBe(204);
    expect((await h.call('i/webhooks/list', {}, carol)).body.map((w: entities.UserWebhook) => w.id)).toEqual([id]);
    expect((await h.call('i/webhooks/list', {}, dave)).body).toEqual([]);
    expect((await h.call('i/webhooks/show', { webhookId: id }, dave)).body.error.id).toBe('50f614d9-3047-4f7e-90d8-ad6b2d5fb098');
    expect((await h.call('i/webhooks/delete', { webhookId: id }, carol)).status).toBe(204);
    const gone = await h.call('i/webhooks/delete', { webhookId: id }, carol);
    expect(gone.body.error).toMatchObject({ code: 'NO_SUCH_WEBHOOK', id: 'bae73e5a-5522-4965-ae19-3a8688e71d82' });
  });

  it('refuses an empty name like the real schema check', async () => {
    const r = await h.call('i/webhooks/create', { name: '', url: 'x', on: [] }, carol);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'INVALID_PARAM', info: { param: '#/properties/name/minLength' } });
  });
});

describe('i/export-* and i/import-*', () => {
  it('an export answers 204, then its file is in the drive and an exportCompleted notification names it', async () => {
    expect((await h.call('i/export-following', { excludeMuting: true }, carol)).status).toBe(204);
    const [n] = (await h.call('i/notifications', { includeTypes: ['exportCompleted'], limit: 1 }, carol)).body;
    expect(n).toMatchObject({ type: 'exportCompleted', exportedEntity: 'following' });
    const file = (await h.call('drive/files/show', { fileId: n.fileId }, carol)).body as entities.DriveFile;
    expect(file.name).toMatch(/^following-.*\.csv$/);
  });

  it('an import reads a CSV of accounts from the drive; a missing or empty file is refused with the endpoint’s id', async () => {
    const file = await upload(dave, 'mute.txt', 'carol\nnobody-here\n');
    expect((await h.call('i/import-muting', { fileId: file.id }, dave)).status).toBe(204);
    const muted = (await h.call('mute/list', {}, dave)).body.map((m: entities.Muting) => m.mutee.username);
    expect(muted).toContain('carol');
    const missing = await h.call('i/import-following', { fileId: 'nope' }, dave);
    expect(missing.body.error).toMatchObject({ code: 'NO_SUCH_FILE', id: 'b98644cf-a5ac-4277-a502-0b8054a709a3' });
    const empty = await upload(dave, 'empty.txt', '');
    const r = await h.call('i/import-blocking', { fileId: empty.id }, dave);
    expect(r.body.error).toMatchObject({ code: 'EMPTY_FILE', id: '6f3a4dcc-f060-a707-4950-806fbdbe60d6' });
  });
});

describe('access tokens and avatar decorations', () => {
  it('i/apps lists a generated token with its permissions, icon, description and last use; revoking removes it', async () => {
    const gen = await h.call('miauth/gen-token', { session: null, name: 'probe', permission: ['read:account', 'write:notes'] }, carol);
    const [app] = (await h.call('i/apps', { sort: '+createdAt' }, carol)).body;
    expect(app).toMatchObject({ name: 'probe', permission: ['read:account', 'write:notes'], iconUrl: null, description: null });
    expect(typeof app.lastUsedAt).toBe('string');
    expect((await h.call('i/revoke-token', { tokenId: app.id }, carol)).status).toBe(204);
    expect((await h.call('i/apps', {}, carol)).body).toEqual([]);
    expect((await h.call('i', {}, gen.body.token)).status).toBe(401);
  });

  it('get-avatar-decorations offers decorations; i/update keeps a chosen one with angle and flip and packs its URL', async () => {
    const list = (await h.call('get-avatar-decorations', {}, carol)).body as entities.GetAvatarDecorationsResponse;
    expect(list.length).toBeGreaterThan(0);
    const id = list[0].id;
    const me = await h.call('i/update', { avatarDecorations: [{ id, angle: 0.1, flipH: true, offsetY: -0.05 }] }, carol);
    expect(me.body.avatarDecorations).toEqual([{ id, angle: 0.1, flipH: true, offsetY: -0.05, url: list[0].url }]);
    const two = await h.call('i/update', { avatarDecorations: [{ id }, { id }] }, carol);
    expect(two.body.error).toMatchObject({ code: 'RESTRICTED_BY_ROLE', id: '8feff0ba-5ab5-585b-31f4-4df816663fad' });
    const far = await h.call('i/update', { avatarDecorations: [{ id, angle: 0.9 }] }, carol);
    expect(far.body.error.info.param).toBe('#/properties/avatarDecorations/items/properties/angle/maximum');
    expect((await fetch(list[0].url)).headers.get('content-type')).toBe('image/png');
  });

  it('drive/files sort +size puts the largest file first', async () => {
    await upload(carol, 'small.txt', 'a');
    await upload(carol, 'big.txt', 'a'.repeat(5000));
    const files = (await h.call('drive/files', { sort: '+size', limit: 2 }, carol)).body as entities.DriveFile[];
    expect(files[0].size).toBeGreaterThanOrEqual(files[1].size);
    expect(files[0].size).toBeGreaterThanOrEqual(5000);
  });
});

// Checked against a real Misskey 2025.9 (curl as alice, then put back): fields are trimmed, empty pairs dropped.
describe('i/update profile fields, birthday, cat and bot', () => {
  it('trims the fields and drops empty pairs; keeps birthday, isCat and isBot', async () => {
    const me = await h.call(
      'i/update',
      {
        fields: [
          { name: '  Site ', value: ' https://example.com ' },
          { name: '', value: 'x' },
          { name: 'y', value: '  ' },
        ],
        birthday: '2000-02-29',
        isCat: true,
        isBot: true,
      },
      dave,
    );
    expect(me.body).toMatchObject({
      fields: [{ name: 'Site', value: 'https://example.com' }],
      birthday: '2000-02-29',
      isCat: true,
      isBot: true,
    });
    const back = await h.call('i/update', { fields: [], birthday: null, isCat: false, isBot: false }, dave);
    expect(back.body).toMatchObject({ fields: [], birthday: null, isCat: false, isBot: false });
  });
});
