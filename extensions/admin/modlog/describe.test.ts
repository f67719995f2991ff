import { describe, expect, it } from 'vitest';
import { moderationLogTypes } from 'misskey-js';
import { describeLog, typeTitle } from './describe';
import { modlogMessages as m } from './messages';

describe('moderation log entries in words', () => {
  it('has a title for every type of Misskey 2025.9, and a fallback for others', () => {
    for (const type of moderationLogTypes) expect(typeTitle(type)).not.toBeNull();
    expect(describeLog('somethingNew', {}).title).toBe(m.unknownType);
  });

  it('names the user of a suspension, with the host of a remote one', () => {
    expect(describeLog('suspend', { userUsername: 'carol', userHost: null })).toEqual({
      title: m.suspend,
      details: [{ label: m.user, value: '@carol' }],
    });
    expect(describeLog('unsuspend', { userUsername: 'frank', userHost: 'remote.example' }).details).toEqual([
      { label: m.user, value: '@frank@remote.example' },
    ]);
  });

  it('says a role assignment’s role and end, or that it has none', () => {
    const d = describeLog('assignRole', {
      userUsername: 'dave',
      userHost: null,
      roleName: 'Testers',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(d.details).toEqual([
      { label: m.user, value: '@dave' },
      { label: m.role, value: 'Testers' },
      { label: m.expires, value: { date: '2030-01-01T00:00:00.000Z' } },
    ]);
    expect(describeLog('assignRole', { userUsername: 'dave', roleName: 'T', expiresAt: null }).details).toContainEqual({
      label: m.expires,
      value: { says: m.noExpiry },
    });
  });

  it('names edited things by their new state and shows edited notes before and after', () => {
    expect(describeLog('updateGlobalAnnouncement', { before: { title: 'Old' }, after: { title: 'New' } }).details).toEqual([
      { label: m.announcement, value: 'New' },
    ]);
    expect(describeLog('updateUserNote', { userUsername: 'carol', before: null, after: 'watch' }).details).toEqual([
      { label: m.user, value: '@carol' },
      { label: m.before, value: '' },
      { label: m.after, value: 'watch' },
    ]);
    expect(describeLog('updateServerSettings', { before: { name: 'A', x: 1 }, after: { name: 'B', x: 1 } }).details).toEqual([
      { label: m.changed, value: 'name' },
    ]);
  });

  it('reads reports, codes and deleted content; ignores fields of the wrong shape', () => {
    expect(
      describeLog('resolveAbuseReport', { report: { comment: 'spam', targetUser: { username: 'dave', host: null } }, resolvedAs: 'accept' })
        .details,
    ).toEqual([
      { label: m.reportedUser, value: '@dave' },
      { label: m.report, value: 'spam' },
      { label: m.outcome, value: { says: m.accepted } },
    ]);
    expect(describeLog('createInvitation', { invitations: [{ code: 'AB' }, { code: 'CD' }, 7] }).details).toEqual([
      { label: m.codes, value: 'AB, CD' },
    ]);
    expect(describeLog('deleteNote', { noteUserUsername: 'erin', note: { text: 'hi' } }).details).toEqual([
      { label: m.owner, value: '@erin' },
      { label: m.note, value: 'hi' },
    ]);
    expect(describeLog('suspend', { userUsername: 42 }).details).toEqual([]);
  });

  it('links each user, role, file and server it names to its page here', () => {
    const link = (text: string, to: string) => ({ link: { text, to } });
    expect(describeLog('suspend', { userId: 'u1', userUsername: 'carol', userHost: null }).details).toEqual([
      { label: m.user, value: link('@carol', '/admin/user/u1') },
    ]);
    expect(describeLog('unassignRole', { userId: 'u1', userUsername: 'carol', roleId: 'r1', roleName: 'Testers' }).details).toEqual([
      { label: m.user, value: link('@carol', '/admin/user/u1') },
      { label: m.role, value: link('Testers', '/admin/roles/r1') },
    ]);
    expect(
      describeLog('deleteNote', { noteId: 'n1', noteUserId: 'u2', noteUserUsername: 'erin', noteUserHost: 'x.example' }).details,
    ).toEqual([
      { label: m.owner, value: link('@erin@x.example', '/admin/user/u2') },
      { label: m.note, value: 'n1' },
    ]);
    // A deleted file has no page; one marked sensitive has.
    expect(describeLog('deleteDriveFile', { fileId: 'f1', fileUserId: null }).details).toEqual([{ label: m.file, value: 'f1' }]);
    expect(describeLog('markSensitiveDriveFile', { fileId: 'f1', fileUserId: 'u2', fileUserUsername: 'erin' }).details).toEqual([
      { label: m.file, value: link('f1', '/admin/file/f1') },
      { label: m.owner, value: link('@erin', '/admin/user/u2') },
    ]);
    expect(describeLog('suspendRemoteInstance', { id: 'i', host: 'bad.example' }).details).toEqual([
      { label: m.server, value: link('bad.example', '/instance-info/bad.example') },
    ]);
    expect(describeLog('deletePage', { pageUserId: 'u3', pageUserUsername: 'fay', page: { title: 'P' } }).details).toEqual([
      { label: m.page, value: 'P' },
      { label: m.owner, value: link('@fay', '/admin/user/u3') },
    ]);
    // The report row Misskey logs names its target by id only.
    expect(describeLog('forwardAbuseReport', { reportId: 'a', report: { targetUserId: 'u4', comment: 'x' } }).details).toEqual([
      { label: m.reportedUser, value: link('u4', '/admin/user/u4') },
      { label: m.report, value: 'x' },
    ]);
  });
});
