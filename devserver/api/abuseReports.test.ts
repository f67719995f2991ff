import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

let h: Harness;
let bob: string; // moderator
let carol: string; // neither
beforeAll(async () => {
  h = await startHarness();
  [bob, carol] = await Promise.all(['bob', 'carol'].map((u) => h.signin(u)));
});
afterAll(async () => {
  await h.close();
});

type Report = { id: string; comment: string; resolved: boolean; resolvedAs: string | null; forwarded: boolean; moderationNote: string };

describe('abuse reports (Misskey 2025.9)', () => {
  it('a report is listed for staff by state, resolved with an outcome, noted; errors as Misskey', async () => {
    const dave = (await h.call('users/show', { username: 'dave' })).body as { id: string };
    const me = (await h.call('i', {}, carol)).body as { id: string };
    expect((await h.call('users/report-abuse', { userId: dave.id, comment: 'Spam links' }, carol)).status).toBe(204);
    expect((await h.call('users/report-abuse', { userId: me.id, comment: 'me' }, carol)).body.error.code).toBe('CANNOT_REPORT_YOURSELF');
    expect((await h.call('admin/abuse-user-reports', {}, carol)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    const open = (await h.call('admin/abuse-user-reports', { state: 'unresolved' }, bob)).body as Report[];
    const report = open.find((r) => r.comment === 'Spam links');
    expect(report).toMatchObject({ resolved: false, resolvedAs: null, forwarded: false, moderationNote: '' });
    if (!report) return;
    await h.call('admin/update-abuse-user-report', { reportId: report.id, moderationNote: 'checked' }, bob);
    await h.call('admin/resolve-abuse-user-report', { reportId: report.id, resolvedAs: 'accept' }, bob);
    // A local target: nothing to forward to.
    await h.call('admin/forward-abuse-user-report', { reportId: report.id }, bob);
    const done = (await h.call('admin/abuse-user-reports', { state: 'resolved' }, bob)).body as Report[];
    expect(done.find((r) => r.id === report.id)).toMatchObject({
      resolved: true,
      resolvedAs: 'accept',
      forwarded: false,
      moderationNote: 'checked',
    });
    expect((await h.call('admin/abuse-user-reports', { state: 'unresolved' }, bob)).body.some((r: Report) => r.id === report.id)).toBe(
      false,
    );
    const missing = await h.call('admin/resolve-abuse-user-report', { reportId: 'nope' }, bob);
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NO_SUCH_ABUSE_REPORT']);
  });
});
