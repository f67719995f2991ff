import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('meta, emojis, protocol', () => {
  it('answers meta with detail and policies', async () => {
    const r = await h.call('meta', { detail: true });
    expect(r.status).toBe(200);
    expect(r.body.version).toBe('2025.9.0');
    expect(r.body.maxNoteTextLength).toBeGreaterThan(0);
    expect(r.body.policies.ltlAvailable).toBe(true);
    expect(r.body.features.miauth).toBe(true);
    expect(r.body.uri).toBe(h.url);
  });

  it('answers notesPerOneAd as the admin set it (0 by default, like a fresh Misskey), only admins may set it', async () => {
    expect((await h.call('meta', { detail: false })).body.notesPerOneAd).toBe(0);
    const admin = await h.signin('alice');
    const bob = await h.signin('bob');
    expect((await h.call('admin/update-meta', { notesPerOneAd: 4 }, bob)).status).toBe(403);
    expect((await h.call('admin/update-meta', { notesPerOneAd: 4 }, admin)).status).toBe(204);
    expect((await h.call('meta', { detail: true })).body.notesPerOneAd).toBe(4);
    expect((await h.call('meta', { detail: false })).body.notesPerOneAd).toBe(4);
    await h.call('admin/update-meta', { notesPerOneAd: 0 }, admin);
  });

  it('lists only the ads running now on this weekday, as Misskey does', async () => {
    const ads = h.server.state.db.ads;
    const seeded = [...ads];
    const day = 24 * 60 * 60 * 1000;
    const base = { ...seeded[0], startsAt: Date.now() - day, expiresAt: Date.now() + day, dayOfWeek: 0 };
    const today = 1 << new Date().getDay();
    ads.push(
      { ...base, id: 'every-day' },
      { ...base, id: 'today', dayOfWeek: today },
      { ...base, id: 'other-days', dayOfWeek: 127 & ~today },
      { ...base, id: 'not-yet', startsAt: Date.now() + day },
      { ...base, id: 'expired', expiresAt: Date.now() - 1000 },
    );
    try {
      const ids = (await h.call('meta', { detail: false })).body.ads.map((a: { id: string }) => a.id);
      expect(ids).toEqual(expect.arrayContaining(['every-day', 'today']));
      expect(ids.filter((id: string) => ['other-days', 'not-yet', 'expired'].includes(id))).toEqual([]);
    } finally {
      h.server.state.db.ads = seeded;
    }
  });

  it('allows GET for meta with query parameters', async () => {
    const res = await fetch(`${h.url}/api/meta?detail=false`);
    expect(res.status).toBe(200);
    expect((await res.json()).version).toBe('2025.9.0');
  });

  it('lists custom emojis whose images are served', async () => {
    const r = await h.call('emojis');
    const kite = r.body.emojis.find((e: { name: string }) => e.name === 'kite');
    expect(kite).toBeTruthy();
    const img = await fetch(kite.url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const one = await h.call('emoji', { name: 'kite' });
    expect(one.body.name).toBe('kite');
    expect((await h.call('emoji', { name: 'nope' })).body.error.code).toBe('NO_SUCH_EMOJI');
  });

  it('has open CORS and answers preflight', async () => {
    const pre = await fetch(`${h.url}/api/notes/create`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const r = await fetch(`${h.url}/api/meta`, { method: 'POST', body: '{}', headers: { Origin: 'https://elsewhere.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers unknown endpoints with NO_SUCH_ENDPOINT', async () => {
    const r = await h.call('does/not/exist');
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ code: 'NO_SUCH_ENDPOINT', id: '7bdf8b57-0a5e-4a09-af5c-3bf6a2e3bd0c' });
  });

  it('requires credentials where Misskey does', async () => {
    const r = await h.call('i');
    expect(r.status).toBe(401);
    expect(r.body.error).toMatchObject({ code: 'CREDENTIAL_REQUIRED', id: '1384574d-a912-4b81-8601-c7b1c4085df1' });
    const bad = await h.call('i', {}, 'not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.body.error.id).toBe('b0a7f5f8-dc2f-4171-b91f-de88ad238e14');
  });

  it('lists announcements and marks them read', async () => {
    const t = await h.signin('alice');
    const list = await h.call('announcements', {}, t);
    expect(list.body.length).toBeGreaterThanOrEqual(3);
    const me = await h.call('i', {}, t);
    expect(me.body.hasUnreadAnnouncement).toBe(true);
    for (const a of me.body.unreadAnnouncements)
      expect((await h.call('i/read-announcement', { announcementId: a.id }, t)).status).toBe(204);
    expect((await h.call('i', {}, t)).body.hasUnreadAnnouncement).toBe(false);
  });

  it('answers announcements as Misskey 2025.9 does (checked with curl against one)', async () => {
    const [admin, carol, bob] = await Promise.all(['alice', 'carol', 'bob'].map((u) => h.signin(u)));
    const carolId = (await h.call('i', {}, carol)).body.id;
    const made = await h.call('admin/announcements/create', { title: 'For carol', text: 'hi', imageUrl: null, userId: carolId }, admin);
    const id: string = made.body.id;
    // Personal: "for you" only to its addressee; another signed-in user cannot open it, a visitor can.
    const shown = await h.call('announcements/show', { announcementId: id }, carol);
    expect(shown.body).toMatchObject({ id, forYou: true, isRead: false });
    const other = await h.call('announcements/show', { announcementId: id }, bob);
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ code: 'NO_SUCH_ANNOUNCEMENT', id: 'b57b5e1d-4f49-404a-9edb-46b00268f121' });
    const visitor = await h.call('announcements/show', { announcementId: id });
    expect(visitor.body.forYou).toBe(false);
    expect(visitor.body).not.toHaveProperty('isRead');
    // Reading a personal one moves it to the past announcements; unknown ids and second reads are 204 too.
    expect((await h.call('i/read-announcement', { announcementId: id }, carol)).status).toBe(204);
    expect((await h.call('i/read-announcement', { announcementId: id }, carol)).status).toBe(204);
    expect((await h.call('i/read-announcement', { announcementId: 'aaaaaaaaaa' }, carol)).status).toBe(204);
    const current = await h.call('announcements', {}, carol);
    expect(current.body.map((a: { id: string }) => a.id)).not.toContain(id);
    const past = await h.call('announcements', { isActive: false }, carol);
    expect(past.body.find((a: { id: string }) => a.id === id)).toMatchObject({ isRead: true, forYou: true });
    // A silent announcement never counts as unread.
    await h.call('admin/announcements/create', { title: 'Quiet', text: 'shh', imageUrl: null, silence: true }, admin);
    const me = (await h.call('i', {}, carol)).body;
    expect(me.unreadAnnouncements.map((a: { title: string }) => a.title)).not.toContain('Quiet');
  });
});
