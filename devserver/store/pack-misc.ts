/**
 * Small entities: roles, announcements, emojis, clips, lists, antennas, channels.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { AnnouncementRec, AntennaRec, ChannelRec, ClipRec, EmojiRec, ListRec, RoleRec } from './types';
import { packUserLite } from './pack-user';
import { packNote } from './pack-note';

const iso = (t: number): string => new Date(t).toISOString();

export function packRoleLite(r: RoleRec): entities.RoleLite {
  return {
    id: r.id,
    name: r.name,
    color: r.color,
    iconUrl: r.iconUrl,
    description: r.description,
    isModerator: r.isModerator,
    isAdministrator: r.isAdministrator,
    displayOrder: r.displayOrder,
  };
}

export function packRole(r: RoleRec): entities.Role {
  return {
    ...packRoleLite(r),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    target: r.target,
    condFormula: (r.condFormula as entities.Role['condFormula'] | undefined) ?? { id: 'none', type: 'isLocal' },
    isPublic: r.isPublic,
    isExplorable: r.isExplorable,
    asBadge: r.asBadge,
    preserveAssignmentOnMoveAccount: false,
    canEditMembersByModerator: r.canEditMembersByModerator,
    policies: r.policies as entities.Role['policies'],
    usersCount: r.assignments.length,
  };
}

export function packAnnouncement(a: AnnouncementRec, meId: string | null): entities.Announcement {
  return {
    id: a.id,
    createdAt: iso(a.createdAt),
    updatedAt: a.updatedAt == null ? null : iso(a.updatedAt),
    text: a.text,
    title: a.title,
    imageUrl: a.imageUrl,
    icon: a.icon,
    display: a.display,
    needConfirmationToRead: a.needConfirmationToRead,
    silence: a.silence,
    forYou: meId != null && a.userId === meId,
    ...(meId ? { isRead: a.readBy.includes(meId) } : {}),
  };
}

export function emojiUrl(state: State, e: EmojiRec): string {
  return `${state.origin}/files/${e.fileId}`;
}

export function packEmojiSimple(state: State, e: EmojiRec): entities.EmojiSimple {
  return {
    aliases: e.aliases,
    name: e.name,
    category: e.category,
    url: emojiUrl(state, e),
    localOnly: e.localOnly,
    isSensitive: e.isSensitive,
    ...(e.roleIdsThatCanBeUsedThisEmojiAsReaction.length
      ? { roleIdsThatCanBeUsedThisEmojiAsReaction: e.roleIdsThatCanBeUsedThisEmojiAsReaction }
      : {}),
  };
}

export function packEmojiDetailed(state: State, e: EmojiRec): entities.EmojiDetailed {
  return {
    id: e.id,
    aliases: e.aliases,
    name: e.name,
    category: e.category,
    host: null,
    url: emojiUrl(state, e),
    license: e.license,
    isSensitive: e.isSensitive,
    localOnly: e.localOnly,
    roleIdsThatCanBeUsedThisEmojiAsReaction: e.roleIdsThatCanBeUsedThisEmojiAsReaction,
  };
}

export function packClip(state: State, c: ClipRec, meId: string | null): entities.Clip {
  const user = state.user(c.userId);
  if (!user) throw new Error('clip without user');
  return {
    id: c.id,
    createdAt: iso(c.createdAt),
    lastClippedAt: c.lastClippedAt == null ? null : iso(c.lastClippedAt),
    userId: c.userId,
    user: packUserLite(state, user),
    name: c.name,
    description: c.description,
    isPublic: c.isPublic,
    favoritedCount: c.favoritedBy.length,
    ...(meId ? { isFavorited: c.favoritedBy.includes(meId) } : {}),
    notesCount: c.notes.length,
  };
}

export function packList(l: ListRec, withUsers = true): entities.UserList {
  return { id: l.id, createdAt: iso(l.createdAt), name: l.name, isPublic: l.isPublic, ...(withUsers ? { userIds: l.userIds } : {}) };
}

export function packAntenna(a: AntennaRec): entities.Antenna {
  return {
    id: a.id,
    createdAt: iso(a.createdAt),
    name: a.name,
    keywords: a.keywords,
    excludeKeywords: a.excludeKeywords,
    src: a.src,
    userListId: a.userListId,
    users: a.users,
    caseSensitive: a.caseSensitive,
    localOnly: a.localOnly,
    excludeBots: a.excludeBots,
    withReplies: a.withReplies,
    withFile: a.withFile,
    isActive: a.isActive,
    hasUnreadNote: a.hasUnreadNote,
    notify: a.notify,
    excludeNotesInSensitiveChannel: a.excludeNotesInSensitiveChannel,
  };
}

export function packChannel(state: State, c: ChannelRec, meId: string | null, opts: { detail?: boolean } = {}): entities.Channel {
  const banner = state.file(c.bannerFileId);
  return {
    id: c.id,
    createdAt: iso(c.createdAt),
    lastNotedAt: c.lastNotedAt == null ? null : iso(c.lastNotedAt),
    name: c.name,
    description: c.description,
    userId: c.userId,
    bannerUrl: banner ? `${state.origin}/files/${banner.id}` : null,
    pinnedNoteIds: c.pinnedNoteIds,
    color: c.color,
    isArchived: c.isArchived,
    usersCount: c.followers.length,
    notesCount: state.db.notes.filter((n) => n.channelId === c.id).length,
    isSensitive: c.isSensitive,
    allowRenoteToExternal: c.allowRenoteToExternal,
    ...(meId ? { isFollowing: c.followers.includes(meId), isFavorited: c.favoritedBy.includes(meId) } : {}),
    ...(opts.detail
      ? {
          pinnedNotes: c.pinnedNoteIds
            .map((id) => state.note(id))
            .filter((n) => n != null)
            .map((n) => packNote(state, n, meId, { detail: true })),
        }
      : {}),
  };
}
