/**
 * Users as Misskey packs them: UserLite, UserDetailedNotMe and MeDetailed.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { UserRec } from './types';
import { isAdmin, isModerator, policiesOf, userRoles } from './policies';
import { packAnnouncement, packRoleLite } from './pack-misc';
import { packNote } from './pack-note';
import { hasUnread as hasUnreadChat } from './chat';
import { backupCodesStock, twoFactorEnabled } from './second-factor';
import { packDecorations } from './decorations';

export const REMOTE_INSTANCES: Record<string, { name: string; softwareName: string; softwareVersion: string; themeColor: string }> = {
  'remote.example': { name: 'Remote Example', softwareName: 'misskey', softwareVersion: '2025.9.0', themeColor: '#86b300' },
  'mastodon.example': { name: 'Mastodon Example', softwareName: 'mastodon', softwareVersion: '4.3.0', themeColor: '#6364ff' },
};

export function acctOf(u: UserRec): string {
  return u.host ? `${u.username}@${u.host}` : u.username;
}

export function avatarUrl(state: State, u: UserRec): string {
  const f = state.file(u.avatarFileId);
  if (f) return `${state.origin}/files/${f.id}`;
  return `${state.origin}/identicon/${encodeURIComponent(u.avatarSeed)}.png`;
}

function onlineStatus(u: UserRec, now = Date.now()): entities.UserLite['onlineStatus'] {
  if (u.host != null || u.hideOnlineStatus) return 'unknown';
  const elapsed = now - u.lastActiveAt;
  if (elapsed < 10 * 60 * 1000) return 'online';
  if (elapsed < 3 * 24 * 60 * 60 * 1000) return 'active';
  return 'offline';
}

export function packUserLite(state: State, u: UserRec): entities.UserLite {
  const badges = userRoles(state, u.id).filter((r) => r.asBadge);
  const inst = u.host ? REMOTE_INSTANCES[u.host] : undefined;
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    host: u.host,
    avatarUrl: avatarUrl(state, u),
    avatarBlurhash: null,
    avatarDecorations: packDecorations(state, u),
    isBot: u.isBot,
    isCat: u.isCat,
    ...(u.host && inst
      ? {
          instance: {
            name: inst.name,
            softwareName: inst.softwareName,
            softwareVersion: inst.softwareVersion,
            iconUrl: `${state.origin}/static/instance-icon.png`,
            faviconUrl: `${state.origin}/static/instance-icon.png`,
            themeColor: inst.themeColor,
          },
        }
      : {}),
    emojis: {},
    onlineStatus: onlineStatus(u),
    badgeRoles: badges.map((r) => ({ name: r.name, iconUrl: r.iconUrl, displayOrder: r.displayOrder })),
  };
}

function countNotes(state: State, u: UserRec): number {
  let n = 0;
  for (const note of state.db.notes) if (note.userId === u.id) n++;
  return n;
}

export function packUserDetailedNotMe(state: State, u: UserRec, meId: string | null): entities.UserDetailedNotMe {
  const banner = state.file(u.bannerFileId);
  const rel = meId && meId !== u.id ? relation(state, meId, u.id) : {};
  const memo = meId ? (state.db.memos.find((m) => m.userId === meId && m.targetId === u.id)?.memo ?? null) : null;
  const roles = userRoles(state, u.id).filter((r) => r.isPublic);
  return {
    ...packUserLite(state, u),
    url: u.url,
    uri: u.uri,
    movedTo: u.movedTo,
    alsoKnownAs: null,
    createdAt: new Date(u.createdAt).toISOString(),
    updatedAt: null,
    lastFetchedAt: u.host ? new Date(state.db.anchor).toISOString() : null,
    bannerUrl: banner ? `${state.origin}/files/${banner.id}` : null,
    bannerBlurhash: null,
    isLocked: u.isLocked,
    isSilenced: u.isSilenced || !policiesOf(state, u).canPublicNote,
    isSuspended: u.isSuspended,
    description: u.description,
    location: u.location,
    birthday: u.birthday,
    lang: u.lang,
    fields: u.fields,
    verifiedLinks: [],
    followersCount: state.db.follows.filter((f) => f.followeeId === u.id).length,
    followingCount: state.db.follows.filter((f) => f.followerId === u.id).length,
    notesCount: countNotes(state, u),
    pinnedNoteIds: u.pinnedNoteIds.filter((id) => state.note(id)),
    pinnedNotes: u.pinnedNoteIds
      .map((id) => state.note(id))
      .filter((n) => n != null)
      .map((n) => packNote(state, n, meId, { detail: true })),
    pinnedPageId: null,
    pinnedPage: null,
    publicReactions: u.publicReactions,
    followingVisibility: u.followingVisibility,
    followersVisibility: u.followersVisibility,
    chatScope: u.chatScope,
    canChat: u.host == null && u.chatScope !== 'none',
    roles: roles.map((r) => packRoleLite(r)),
    memo,
    ...rel,
  };
}

export function relation(state: State, meId: string, otherId: string) {
  const follow = state.db.follows.find((f) => f.followerId === meId && f.followeeId === otherId);
  return {
    isFollowing: follow != null,
    isFollowed: state.isFollowing(otherId, meId),
    hasPendingFollowRequestFromYou: state.db.followRequests.some((r) => r.followerId === meId && r.followeeId === otherId),
    hasPendingFollowRequestToYou: state.db.followRequests.some((r) => r.followerId === otherId && r.followeeId === meId),
    isBlocking: state.isBlocking(meId, otherId),
    isBlocked: state.isBlocking(otherId, meId),
    isMuted: state.isMuting(meId, otherId),
    isRenoteMuted: state.isRenoteMuting(meId, otherId),
    ...(follow ? { notify: follow.notify, withReplies: follow.withReplies } : {}),
  };
}

type MutedWords = string[][];

export function packMe(state: State, u: UserRec): entities.MeDetailed {
  const unreadNotifications = state.db.notifications.filter((n) => n.notifieeId === u.id && !n.isRead);
  const unreadAnnouncements = state.db.announcements.filter(
    (a) =>
      a.isActive &&
      !a.silence &&
      (a.userId == null || a.userId === u.id) &&
      !a.readBy.includes(u.id) &&
      a.createdAt >= u.createdAt - 365 * 86400_000,
  );
  const s = u.settings;
  const flag = (k: string, d = false): boolean => (typeof s[k] === 'boolean' ? s[k] : d);
  return {
    ...packUserDetailedNotMe(state, u, u.id),
    avatarId: u.avatarFileId,
    bannerId: u.bannerFileId,
    followedMessage: u.followedMessage,
    isModerator: isModerator(state, u),
    isAdmin: isAdmin(state, u),
    injectFeaturedNote: flag('injectFeaturedNote', true),
    receiveAnnouncementEmail: flag('receiveAnnouncementEmail', true),
    alwaysMarkNsfw: flag('alwaysMarkNsfw'),
    autoSensitive: flag('autoSensitive'),
    carefulBot: flag('carefulBot'),
    autoAcceptFollowed: u.autoAcceptFollowed,
    noCrawle: flag('noCrawle'),
    preventAiLearning: flag('preventAiLearning', true),
    isExplorable: u.isExplorable,
    isDeleted: false,
    twoFactorBackupCodesStock: u.totpSecret != null ? backupCodesStock(u) : 'none',
    hideOnlineStatus: u.hideOnlineStatus,
    hasUnreadSpecifiedNotes: false,
    hasUnreadMentions: false,
    hasUnreadAnnouncement: unreadAnnouncements.length > 0,
    unreadAnnouncements: unreadAnnouncements.map((a) => packAnnouncement(a, u.id)),
    hasUnreadAntenna: state.db.antennas.some((a) => a.userId === u.id && a.hasUnreadNote),
    hasUnreadChannel: false,
    hasUnreadChatMessages: hasUnreadChat(state, u.id),
    hasUnreadNotification: unreadNotifications.length > 0,
    hasPendingReceivedFollowRequest: state.db.followRequests.some((r) => r.followeeId === u.id),
    unreadNotificationsCount: unreadNotifications.length,
    mutedWords: u.mutedWords as MutedWords,
    hardMutedWords: u.hardMutedWords as MutedWords,
    mutedInstances: u.mutedInstances,
    notificationRecieveConfig: s.notificationRecieveConfig ?? {},
    // A new account's default in Misskey: follows and follow requests.
    emailNotificationTypes: Array.isArray(s.emailNotificationTypes)
      ? (s.emailNotificationTypes as string[])
      : ['follow', 'receiveFollowRequest'],
    achievements: u.achievements.map((a) => ({ name: a.name as entities.Achievement['name'], unlockedAt: a.unlockedAt })),
    loggedInDays: u.loggedInDays,
    policies: policiesOf(state, u),
    twoFactorEnabled: twoFactorEnabled(u),
    usePasswordLessLogin: u.usePasswordLessLogin ?? false,
    securityKeys: (u.securityKeys ?? []).length > 0,
    email: u.email ?? null,
    emailVerified: u.emailVerified ?? false,
    securityKeysList: (u.securityKeys ?? []).map((k) => ({
      id: k.id,
      name: k.name,
      lastUsed: new Date(k.lastUsed ?? u.createdAt).toISOString(),
    })),
  };
}

/** UserDetailed for the viewer: MeDetailed when looking at oneself. */
export function packUserDetailed(state: State, u: UserRec, meId: string | null): entities.UserDetailed {
  return meId === u.id ? packMe(state, u) : packUserDetailedNotMe(state, u, meId);
}
