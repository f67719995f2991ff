import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';
import { clearServerMeta, outboxOf } from '../store/serverMeta';
import { defaultServerSettings } from '../store/server-settings';

let h: Harness;
let admin: string;
let moderator: string;
let user: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.signin('alice');
  moderator = await h.signin('bob');
  user = await h.signin('carol');
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  clearServerMeta(h.server.state);
  h.server.state.settings = defaultServerSettings();
});

const invalid = (param: string) => ({
  error: expect.objectContaining({ code: 'INVALID_PARAM', info: expect.objectContaining({ param }) }),
});

describe('admin/meta and admin/update-meta', () => {
  it('answers every setting to staff (secrets too), without the rules (in meta), and refuses others', async () => {
    const r = await h.call('admin/meta', {}, moderator);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Kite devserver', disableRegistration: false, smtpPass: null, objectStorageUseSSL: true });
    expect(r.body.perUserHomeTimelineCacheMax).toBe(300);
    expect(r.body.manifestJsonOverride).toBe('{}');
    expect(r.body).toHaveProperty('swPublickey');
    expect(r.body).not.toHaveProperty('serverRules');
    expect((await h.call('admin/meta', {}, user)).status).toBe(403);
  });

  it('lets only admins update; the public meta shows the new name, rules and registration', async () => {
    expect((await h.call('admin/update-meta', { name: 'Moderated' }, moderator)).status).toBe(403);
    const r = await h.call('admin/update-meta', { name: 'Renamed', disableRegistration: true, serverRules: ['One', 'Two'] }, admin);
    expect(r.status).toBe(204);
    const meta = (await h.call('meta', { detail: true })).body;
    expect(meta).toMatchObject({ name: 'Renamed', disableRegistration: true, serverRules: ['One', 'Two'] });
    expect(meta.features.registration).toBe(false);
    expect((await h.call('admin/meta', {}, admin)).body.name).toBe('Renamed');
  });

  it('closed registration makes sign-up need an invitation code', async () => {
    await h.call('admin/update-meta', { disableRegistration: true }, admin);
    expect((await h.call('signup', { username: 'newbie', password: 'password' })).status).toBe(400);
    await h.call('admin/update-meta', { disableRegistration: false }, admin);
    expect((await h.call('signup', { username: 'newbie2', password: 'password' })).status).toBe(200);
  });

  it('refuses what the 2025.9 schema refuses, naming the parameter', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ themeColor: 'red' }, '#/properties/themeColor/pattern'],
      [{ smtpPort: 'x' }, '#/properties/smtpPort/type'],
      [{ smtpPort: 1.5 }, '#/properties/smtpPort/type'],
      [{ objectStoragePrefix: 'a/b' }, '#/properties/objectStoragePrefix/pattern'],
      [{ serverRules: 'x' }, '#/properties/serverRules/type'],
      [{ pinnedUsers: [1] }, '#/properties/pinnedUsers/items/type'],
      [{ sensitiveMediaDetection: 'some' }, '#/properties/sensitiveMediaDetection/enum'],
      [{ enableEmail: 'yes' }, '#/properties/enableEmail/type'],
      [{ manifestJsonOverride: null }, '#/properties/manifestJsonOverride/type'],
    ];
    for (const [body, param] of cases) {
      const r = await h.call('admin/update-meta', body, admin);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject(invalid(param));
    }
    // Nothing of a refused call is stored.
    await h.call('admin/update-meta', { name: 'Kept?', themeColor: 'red' }, admin);
    expect((await h.call('admin/meta', {}, admin)).body.name).toBe('Kite devserver');
  });

  it('stores as Misskey does: empty entries dropped, a bad repository URL and empty keys become null', async () => {
    await h.call(
      'admin/update-meta',
      {
        pinnedUsers: ['@carol', '', '@dave'],
        repositoryUrl: 'not a url',
        deeplAuthKey: '',
        googleAnalyticsMeasurementId: '',
        urlPreviewUserAgent: '  ',
      },
      admin,
    );
    const m = (await h.call('admin/meta', {}, admin)).body;
    expect(m).toMatchObject({
      pinnedUsers: ['@carol', '@dave'],
      repositoryUrl: null,
      deeplAuthKey: null,
      googleAnalyticsMeasurementId: null,
      urlPreviewUserAgent: null,
    });
    const pinned = (await h.call('pinned-users', {})).body as { username: string }[];
    expect(pinned.map((u) => u.username)).toEqual(['carol', 'dave']);
  });

  it('keeps the other settings the pages edit', async () => {
    const set = {
      enableFanoutTimeline: false,
      perUserListTimelineCacheMax: 50,
      useObjectStorage: true,
      objectStorageBucket: 'b',
      notesPerOneAd: 3,
    };
    await h.call('admin/update-meta', set, admin);
    expect((await h.call('admin/meta', {}, admin)).body).toMatchObject(set);
    expect((await h.call('meta', { detail: true })).body.features.objectStorage).toBe(true);
  });
});

describe('admin/send-email', () => {
  it('sends nothing while email is off, fails without an SMTP host, sends with one', async () => {
    const mail = { to: 'me@example.com', subject: 'Test', text: 'Hi' };
    expect((await h.call('admin/send-email', mail, admin)).status).toBe(204);
    expect(outboxOf(h.server.state, 'x')).toEqual([]);
    await h.call('admin/update-meta', { enableEmail: true }, admin);
    expect((await h.call('admin/send-email', mail, admin)).status).toBe(500);
    await h.call('admin/update-meta', { smtpHost: 'smtp.example.com', smtpPort: 587 }, admin);
    expect((await h.call('admin/send-email', mail, moderator)).status).toBe(204);
    expect(outboxOf(h.server.state, 'x')).toEqual([mail]);
    expect((await h.call('admin/send-email', { to: 'a@b.c' }, admin)).status).toBe(400);
  });
});

describe('admin/captcha', () => {
  it('saves a captcha only with a solved response, and the public meta then asks for it', async () => {
    expect((await h.call('admin/captcha/current', {}, admin)).body.provider).toBe('none');
    expect((await h.call('admin/captcha/current', {}, moderator)).status).toBe(403);
    let r = await h.call('admin/captcha/save', { provider: 'testcaptcha' }, admin);
    expect(r.body.error.code).toBe('INVALID_PARAMETERS');
    r = await h.call('admin/captcha/save', { provider: 'testcaptcha', captchaResult: 'wrong' }, admin);
    expect(r.body.error).toMatchObject({ code: 'VERIFICATION_FAILED', id: 'c41c067f-24f3-4150-84b2-b5a3ae8c2214' });
    r = await h.call(
      'admin/captcha/save',
      { provider: 'hcaptcha', sitekey: 'site', secret: 'sec', captchaResult: 'devserver-hcaptcha-ok' },
      admin,
    );
    expect(r.status).toBe(204);
    expect((await h.call('admin/captcha/current', {}, admin)).body).toMatchObject({
      provider: 'hcaptcha',
      hcaptcha: { siteKey: 'site', secretKey: 'sec' },
    });
    expect((await h.call('meta', {})).body).toMatchObject({ enableHcaptcha: true, hcaptchaSiteKey: 'site' });
    expect((await h.call('admin/captcha/save', { provider: 'none' }, admin)).status).toBe(204);
    expect((await h.call('meta', {})).body.enableHcaptcha).toBe(false);
  });
});
