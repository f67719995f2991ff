import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let alice: string; // administrator
let bob: string; // moderator
let carol: string; // neither
let carolId: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.signin(u)));
  carolId = ((await h.call('users/show', { username: 'carol' })).body as { id: string }).id;
});
afterAll(async () => {
  await h.close();
});

type Log = { id: string; type: string; userId: string; user: { username: string }; info: Record<string, unknown> };
// Only administrators read the log (Misskey 2025.9's requireAdmin); what moderators did is in it all the same.
const logs = async (params: Record<string, unknown> = {}) => (await h.call('admin/show-moderation-logs', params, alice)).body as Log[];

describe('control-panel content endpoints (Misskey 2025.9)', () => {
  it('announcements: create for everyone or one user, list by status, archive, update, delete; each is logged', async () => {
    const made = (await h.call('admin/announcements/create', { title: 'T', text: 'Body', imageUrl: '', display: 'dialog' }, bob)).body as {
      id: string;
      imageUrl: string | null;
    };
    expect(made.imageUrl).toBeNull();
    const own = (await h.call('admin/announcements/create', { title: 'P', text: 'Personal', imageUrl: null, userId: carolId }, bob))
      .body as { id: string };
    const active = (await h.call('admin/announcements/list', { limit: 100 }, bob)).body as { id: string; display: string; reads: number }[];
    expect(active[0]).toMatchObject({ id: made.id, display: 'dialog', reads: 0 });
    // Without a user only the announcements for everyone; with one, that user's.
    expect(active.map((a) => a.id)).not.toContain(own.id);
    expect(((await h.call('admin/announcements/list', { userId: carolId }, bob)).body as { id: string }[]).map((a) => a.id)).toEqual([
      own.id,
    ]);
    // carol sees both.
    const seen = (await h.call('announcements', { limit: 100 }, carol)).body as { id: string }[];
    expect(seen.map((a) => a.id)).toEqual(expect.arrayContaining([made.id, own.id]));

    expect(
      (await h.call('admin/announcements/update', { id: made.id, title: 'T2', text: 'Body', imageUrl: null, isActive: false }, bob)).status,
    ).toBe(204);
    const archived = (await h.call('admin/announcements/list', { status: 'archived' }, bob)).body as { id: string; title: string }[];
    expect(archived.find((a) => a.id === made.id)?.title).toBe('T2');
    expect((await h.call('admin/announcements/update', { id: 'nope', title: 'x', text: 'x' }, bob)).body.error).toMatchObject({
      code: 'NO_SUCH_ANNOUNCEMENT',
      id: 'd3aae5a7-6372-4cb4-b61c-f511ffc2d7cc',
    });
    expect((await h.call('admin/announcements/create', { title: '', text: 'x', imageUrl: null }, bob)).body.error.code).toBe(
      'INVALID_PARAM',
    );
    expect((await h.call('admin/announcements/delete', { id: made.id }, bob)).status).toBe(204);
    expect((await h.call('admin/announcements/delete', { id: made.id }, bob)).body.error.id).toBe('ecad8040-a276-4e85-bda9-015a708d291e');
    expect((await h.call('admin/announcements/list', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');

    const types = (await logs({ limit: 100 })).map((l) => l.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'createGlobalAnnouncement',
        'createUserAnnouncement',
        'updateGlobalAnnouncement',
        'deleteGlobalAnnouncement',
      ]),
    );
    const personal = (await logs({ type: 'createUserAnnouncement' }))[0];
    expect(personal).toMatchObject({ user: { username: 'bob' }, info: { userUsername: 'carol', announcementId: own.id } });
  });

  it('ads: create, list (publishing or not), update, delete; unknown ids answer NO_SUCH_AD', async () => {
    const now = Date.now();
    const ad = {
      url: 'https://a.example/',
      imageUrl: 'https://a.example/i.png',
      memo: 'm',
      place: 'square',
      priority: 'middle',
      ratio: 2,
      dayOfWeek: 0,
    };
    const live = (await h.call('admin/ad/create', { ...ad, startsAt: now - 1000, expiresAt: now + 86_400_000 }, bob)).body as {
      id: string;
      place: string;
    };
    const later = (await h.call('admin/ad/create', { ...ad, startsAt: now + 86_400_000, expiresAt: now + 2 * 86_400_000 }, bob)).body as {
      id: string;
    };
    expect(live.place).toBe('square');
    const publishing = ((await h.call('admin/ad/list', { publishing: true, limit: 100 }, bob)).body as { id: string }[]).map((a) => a.id);
    expect(publishing).toContain(live.id);
    expect(publishing).not.toContain(later.id);
    expect((await h.call('admin/ad/update', { id: live.id, memo: 'changed', dayOfWeek: 3 }, bob)).status).toBe(204);
    const all = (await h.call('admin/ad/list', { limit: 100 }, bob)).body as {
      id: string;
      memo: string;
      dayOfWeek: number;
      place: string;
    }[];
    expect(all.find((a) => a.id === live.id)).toMatchObject({ memo: 'changed', dayOfWeek: 3, place: 'square' });
    expect((await h.call('admin/ad/delete', { id: live.id }, bob)).status).toBe(204);
    expect((await h.call('admin/ad/delete', { id: live.id }, bob)).body.error.id).toBe('ccac9863-3a03-416e-b899-8a64041118b1');
    expect((await h.call('admin/ad/update', { id: live.id }, bob)).body.error.id).toBe('b7aa1727-1354-47bc-a182-3a9c3973d300');
    expect((await logs({ type: 'updateAd' }))[0].info).toMatchObject({ adId: live.id, before: { memo: 'm' }, after: { memo: 'changed' } });
  });

  it('moderation logs: suspend, role assign and note edits are recorded; filters by type, moderator and text', async () => {
    await h.call('admin/suspend-user', { userId: carolId }, alice);
    await h.call('admin/unsuspend-user', { userId: carolId }, bob);
    const suspend = await logs({ type: 'suspend' });
    expect(suspend[0]).toMatchObject({ user: { username: 'alice' }, info: { userUsername: 'carol', userHost: null } });
    const aliceId = ((await h.call('users/show', { username: 'alice' })).body as { id: string }).id;
    expect((await logs({ userId: aliceId, limit: 100 })).every((l) => l.user.username === 'alice')).toBe(true);
    expect((await logs({ type: 'unsuspend', userId: aliceId })).length).toBe(0);
    expect((await logs({ search: 'carol', limit: 100 })).length).toBeGreaterThan(0);
    const page1 = await logs({ limit: 2 });
    const page2 = await logs({ limit: 2, untilId: page1[1]?.id });
    expect(page2.length).toBe(2);
    expect(page2.map((l) => l.id).filter((id) => page1.some((x) => x.id === id))).toEqual([]);
    expect((await h.call('admin/show-moderation-logs', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await h.call('admin/show-moderation-logs', {}, bob)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
  });

  it('relays: add an https inbox (requesting), refuse others, list, remove', async () => {
    const r = (await h.call('admin/relays/add', { inbox: 'https://relay.example/inbox' }, bob)).body as { id: string; status: string };
    expect(r.status).toBe('requesting');
    expect((await h.call('admin/relays/add', { inbox: 'http://relay.example/inbox' }, bob)).body.error).toMatchObject({
      code: 'INVALID_URL',
      id: 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c',
    });
    expect((await h.call('admin/relays/list', {}, bob)).body).toEqual([
      { id: r.id, inbox: 'https://relay.example/inbox', status: 'requesting' },
    ]);
    expect((await h.call('admin/relays/remove', { inbox: 'https://relay.example/inbox' }, bob)).status).toBe(204);
    expect((await h.call('admin/relays/remove', { inbox: 'https://relay.example/inbox' }, bob)).body.error.code).toBe('INTERNAL_ERROR');
    expect((await h.call('admin/relays/list', {}, bob)).body).toEqual([]);
  });

  it('system webhooks and report recipients: create, show, update, test, delete; an email recipient needs a verified address', async () => {
    const hook = (
      await h.call(
        'admin/system-webhook/create',
        { isActive: true, name: 'Ops', on: ['abuseReport'], url: 'https://hooks.example/x', secret: 's' },
        bob,
      )
    ).body as { id: string; latestSentAt: null; on: string[] };
    expect(hook).toMatchObject({ on: ['abuseReport'], latestSentAt: null });
    const updated = (
      await h.call(
        'admin/system-webhook/update',
        { id: hook.id, isActive: false, name: 'Ops', on: ['abuseReport', 'userCreated'], url: 'https://hooks.example/y' },
        bob,
      )
    ).body as {
      isActive: boolean;
      url: string;
    };
    expect(updated).toMatchObject({ isActive: false, url: 'https://hooks.example/y' });
    expect((await h.call('admin/system-webhook/show', { id: 'nope' }, bob)).body.error.code).toBe('NO_SUCH_SYSTEM_WEBHOOK');
    expect((await h.call('admin/system-webhook/test', { webhookId: hook.id, type: 'abuseReport' }, bob)).status).toBe(204);
    expect((await h.call('admin/system-webhook/test', { webhookId: 'nope', type: 'abuseReport' }, bob)).body.error.code).toBe(
      'NO_SUCH_WEBHOOK',
    );

    const rec = (
      await h.call(
        'admin/abuse-report/notification-recipient/create',
        { isActive: true, name: 'To ops', method: 'webhook', systemWebhookId: hook.id },
        bob,
      )
    ).body as {
      id: string;
      systemWebhook: { name: string };
    };
    expect(rec.systemWebhook.name).toBe('Ops');
    const bobId = ((await h.call('users/show', { username: 'bob' })).body as { id: string }).id;
    expect(
      (
        await h.call(
          'admin/abuse-report/notification-recipient/create',
          { isActive: true, name: 'Mail', method: 'email', userId: bobId },
          bob,
        )
      ).body.error.code,
    ).toBe('EMAIL_ADDRESS_NOT_SET');
    expect(
      (await h.call('admin/abuse-report/notification-recipient/create', { isActive: true, name: 'Mail', method: 'email' }, bob)).body.error
        .code,
    ).toBe('CORRELATION_CHECK_EMAIL');
    expect(
      (await h.call('admin/abuse-report/notification-recipient/create', { isActive: true, name: 'Hook', method: 'webhook' }, bob)).body
        .error.code,
    ).toBe('CORRELATION_CHECK_WEBHOOK');
    expect((await h.call('admin/abuse-report/notification-recipient/list', { method: ['email'] }, bob)).body).toEqual([]);
    await h.call(
      'admin/abuse-report/notification-recipient/update',
      { id: rec.id, isActive: false, name: 'Renamed', method: 'webhook', systemWebhookId: hook.id },
      bob,
    );
    expect((await h.call('admin/abuse-report/notification-recipient/show', { id: rec.id }, bob)).body).toMatchObject({
      name: 'Renamed',
      isActive: false,
    });
    expect((await h.call('admin/system-webhook/delete', { id: hook.id }, bob)).status).toBe(204);
    expect((await h.call('admin/abuse-report/notification-recipient/list', {}, bob)).body).toEqual([]);
    expect((await logs({ type: 'createSystemWebhook' }))[0].info).toMatchObject({ webhook: { name: 'Ops' } });
  });
});
