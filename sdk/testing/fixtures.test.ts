import { describe, expect, it } from 'vitest';
import { compareIds } from '../catchUp';
import { isPureRenote } from '../noteRules';
import { driveFileFixture } from './fixtures/drive';
import { metaFixture } from './fixtures/meta';
import { noteFixture, pageFixture } from './fixtures/notes';
import { notificationFixture } from './fixtures/notifications';
import { meFixture, userFixture, userLiteFixture } from './fixtures/users';

describe('fixtures', () => {
  it('make ids that sort by creation, as a server’s do', () => {
    const [a, b, c] = [noteFixture(), userLiteFixture(), driveFileFixture()];
    expect([a.id, b.id, c.id].sort(compareIds)).toEqual([a.id, b.id, c.id]);
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
  });

  it('a note follows the user, renote and reply it is given; overrides win', () => {
    const author = userLiteFixture({ username: 'ann' });
    const target = noteFixture({ user: author });
    expect(target.userId).toBe(author.id);
    const renote = noteFixture({ text: null, renote: target });
    expect(renote.renoteId).toBe(target.id);
    expect(isPureRenote(renote)).toBe(true);
    expect(isPureRenote(noteFixture({ renote: target }))).toBe(false);
    expect(noteFixture({ reply: target }).replyId).toBe(target.id);
    expect(noteFixture({ visibility: 'home', renoteId: 'x', renote: target }).renoteId).toBe('x');
    expect(noteFixture()).toMatchObject({ visibility: 'public', reactions: {}, myReaction: null, renoteId: null });
  });

  it('users: another person is not followed or blocked; me is an ordinary account with the base policies', () => {
    expect(userFixture({ username: 'frank', host: 'remote.example' })).toMatchObject({
      username: 'frank',
      host: 'remote.example',
      isFollowing: false,
      isBlocking: false,
    });
    const me = meFixture();
    expect(me).toMatchObject({ username: 'me', isAdmin: false, isModerator: false, unreadNotificationsCount: 0 });
    expect(me.policies.ltlAvailable).toBe(true);
    expect('isFollowing' in me).toBe(false);
    expect(meFixture({ policies: { ...me.policies, canSearchNotes: false } }).policies.canSearchNotes).toBe(false);
  });

  it('notifications carry their type’s fields; a follow from a fresh user by default', () => {
    const follow = notificationFixture();
    expect(follow.type === 'follow' && follow.userId === follow.user.id).toBe(true);
    const app = notificationFixture({ type: 'app', body: 'hi', header: null, icon: null }, { id: 'n1' });
    expect(app).toMatchObject({ id: 'n1', type: 'app', body: 'hi' });
  });

  it('drive files, pages and meta are complete entities with overrides', () => {
    expect(driveFileFixture({ isSensitive: true })).toMatchObject({ isSensitive: true, type: 'image/png', folderId: null });
    expect(pageFixture({ title: 'T' })).toMatchObject({ title: 'T', summary: null });
    expect(metaFixture({ disableRegistration: true })).toMatchObject({ disableRegistration: true, policies: { gtlAvailable: true } });
  });
});
