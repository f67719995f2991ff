/**
 * Seed: clips, lists, antennas, favorites, drafts, registry, announcements, ads and
 * notifications of every type.
 */
import { seedEarnedAchievements } from './achievements';
import type { State } from '../store/state';
import type { NotificationRec } from '../store/types';
import type { SeedUsers } from './users';
import type { SeedNotes } from './notes';
import { genId } from '../store/ids';

const DAY = 86400_000;
const HOUR = 3600_000;

export function seedExtras(state: State, anchor: number, u: SeedUsers, notes: SeedNotes): void {
  const k = (kind: string): string => {
    const n = notes.byKind.get(kind);
    if (!n) throw new Error(`seed: missing note ${kind}`);
    return n.id;
  };
  const clip = (userId: string, name: string, isPublic: boolean, noteIds: string[], d: number): void => {
    state.db.clips.push({
      id: genId(anchor - d * DAY),
      createdAt: anchor - d * DAY,
      userId,
      name,
      description: `${name} — collected notes`,
      isPublic,
      notes: noteIds.map((noteId, i) => ({ noteId, addedAt: anchor - d * DAY + i * HOUR })),
      favoritedBy: isPublic ? [u.carol.id] : [],
      lastClippedAt: anchor - d * DAY + noteIds.length * HOUR,
    });
  };
  clip(u.alice.id, 'MFM showcase', true, ['fn:all', 'mfm:nested', 'fn:rainbow', 'fn:sparkle', 'mfm:mathBlock'].map(k), 20);
  clip(u.alice.id, 'Private stash', false, ['image', 'poll:open'].map(k), 10);
  clip(u.carol.id, 'Photos I like', true, ['images:4', 'image'].map(k), 5);

  state.db.lists.push({
    id: genId(anchor - 30 * DAY),
    createdAt: anchor - 30 * DAY,
    userId: u.alice.id,
    name: 'Friends',
    isPublic: true,
    userIds: [u.carol.id, u.bob.id, u.frank.id],
    withReplies: {},
    favoritedBy: [],
  });
  state.db.lists.push({
    id: genId(anchor - 29 * DAY),
    createdAt: anchor - 29 * DAY,
    userId: u.alice.id,
    name: 'Remote folks',
    isPublic: false,
    userIds: [u.frank.id, u.heidi.id, u.ivan.id],
    withReplies: {},
    favoritedBy: [],
  });
  const antenna = (name: string, keywords: string[][], src: 'all' | 'home' | 'users', users: string[], d: number): void => {
    state.db.antennas.push({
      id: genId(anchor - d * DAY),
      createdAt: anchor - d * DAY,
      userId: u.alice.id,
      name,
      src,
      userListId: null,
      users,
      keywords,
      excludeKeywords: [],
      caseSensitive: false,
      localOnly: false,
      excludeBots: false,
      withReplies: false,
      withFile: false,
      isActive: true,
      hasUnreadNote: d === 12,
      notify: false,
      excludeNotesInSensitiveChannel: false,
    });
  };
  antenna('Kites', [['kite'], ['kites']], 'all', [], 12);
  antenna('Coffee at home', [['coffee']], 'home', [], 11);
  antenna('Remote friends', [], 'users', ['frank@remote.example', 'heidi@remote.example'], 10);

  for (const kind of ['fn:all', 'quote', 'image'])
    state.db.favorites.push({ id: genId(anchor - 3 * DAY), createdAt: anchor - 3 * DAY, userId: u.alice.id, noteId: k(kind) });
  state.db.drafts.push({
    id: genId(anchor - DAY),
    createdAt: anchor - DAY,
    userId: u.alice.id,
    text: 'A draft I have not finished…',
    cw: null,
    visibility: 'public',
    visibleUserIds: [],
    localOnly: false,
    reactionAcceptance: null,
    replyId: null,
    renoteId: null,
    channelId: null,
    fileIds: [],
    hashtag: 'kites',
    poll: null,
  });
  state.db.registry.push({
    userId: u.alice.id,
    domain: null,
    scope: ['client', 'base'],
    key: 'hello',
    value: 'world',
    updatedAt: anchor - DAY,
  });

  const ann = (
    title: string,
    text: string,
    display: 'dialog' | 'normal' | 'banner',
    d: number,
    extra: { icon?: 'info' | 'warning' | 'error' | 'success'; needConfirmationToRead?: boolean; userId?: string; readBy?: string[] } = {},
  ): void => {
    state.db.announcements.push({
      id: genId(anchor - d * DAY),
      createdAt: anchor - d * DAY,
      updatedAt: null,
      title,
      text,
      imageUrl: null,
      icon: extra.icon ?? 'info',
      display,
      needConfirmationToRead: extra.needConfirmationToRead ?? false,
      silence: false,
      userId: extra.userId ?? null,
      isActive: true,
      readBy: extra.readBy ?? [],
    });
  };
  ann('Welcome to the Kite devserver', 'Everything here is **demo data**. Sign in as alice / password.', 'normal', 30, {
    readBy: [u.bob.id],
  });
  ann('Maintenance tonight', 'The server restarts at 02:00 (it is a devserver, it restarts whenever).', 'banner', 2, { icon: 'warning' });
  // Normal display: a dialog one would open over every sign-in of the e2e run (the dialog spec makes its own, personal ones).
  ann('Please read: new rules', 'Be kind to each other.', 'normal', 1, { needConfirmationToRead: true });
  ann('Just for alice', 'A personal announcement.', 'normal', 1, { userId: u.alice.id });
  state.db.ads.push({
    id: genId(anchor - 5 * DAY),
    place: 'horizontal',
    ratio: 1,
    url: `${state.origin}/__fixtures/article.html`,
    imageUrl: `${state.origin}/__fixtures/ad-banner.png`,
    dayOfWeek: 0,
    priority: 'middle',
    memo: 'demo ad',
    startsAt: anchor - 5 * DAY,
    expiresAt: anchor + 365 * DAY,
  });

  // Notifications of every type for alice.
  const role = state.db.roles.find((r) => r.name === 'Administrator');
  let t = anchor - 2 * DAY;
  const n = (rec: Omit<NotificationRec, 'id' | 'createdAt' | 'isRead' | 'notifieeId'>, isRead = false): void => {
    t += HOUR;
    state.db.notifications.push({ id: genId(t), createdAt: t, notifieeId: u.alice.id, isRead, ...rec });
  };
  n({ type: 'follow', notifierId: u.heidi.id }, true);
  n({ type: 'followRequestAccepted', notifierId: u.carol.id, message: 'Welcome!' }, true);
  n({ type: 'receiveFollowRequest', notifierId: u.ivan.id });
  n({ type: 'mention', notifierId: u.carol.id, noteId: k('mention:alice') });
  n({
    type: 'reply',
    notifierId: u.bob.id,
    noteId: notes.all.find((x) => x.replyId === k('thread:root') && x.userId === u.bob.id)?.id ?? k('thread:tip'),
  });
  n({ type: 'renote', notifierId: u.carol.id, noteId: k('renote:poll') });
  n({ type: 'quote', notifierId: u.carol.id, noteId: k('quote:image') });
  n({ type: 'reaction', notifierId: u.bob.id, noteId: k('fn:all'), reaction: '🎉' });
  n({ type: 'reaction', notifierId: u.carol.id, noteId: k('fn:all'), reaction: ':kite@.:' });
  n({ type: 'reaction', notifierId: u.frank.id, noteId: k('fn:all'), reaction: '❤' });
  n({ type: 'pollEnded', notifierId: u.bob.id, noteId: k('poll:expired') });
  n({ type: 'note', notifierId: u.carol.id, noteId: k('image') });
  if (role) n({ type: 'roleAssigned', roleId: role.id });
  n({ type: 'achievementEarned', achievement: 'notes100' });
  n({ type: 'exportCompleted', exportedEntity: 'note', fileId: state.db.files[0]?.id ?? '' });
  n({ type: 'login' });
  n({ type: 'createToken' });
  n({ type: 'chatRoomInvitationReceived', notifierId: u.bob.id, roomName: 'Kite makers' });
  n({ type: 'app', header: 'Kite helper', body: 'Your export is ready to download.', icon: `${state.origin}/static/instance-icon.png` });
  n({ type: 'test' });
  u.alice.achievements = [
    { name: 'notes1', unlockedAt: anchor - 300 * DAY },
    { name: 'notes100', unlockedAt: anchor - DAY },
    { name: 'login3', unlockedAt: anchor - 200 * DAY },
  ];
  for (const user of state.db.users) if (user.host == null) seedEarnedAchievements(state, user, anchor);
}
