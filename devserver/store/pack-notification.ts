/**
 * Notifications as Misskey packs them (one shape per type).
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { NotificationRec } from './types';
import { packUserLite } from './pack-user';
import { packNote } from './pack-note';
import { packRole } from './pack-misc';
import { packInvitation } from './chat';

type Notification = entities.Notification;

export function packNotification(state: State, n: NotificationRec): Notification | null {
  const base = { id: n.id, createdAt: new Date(n.createdAt).toISOString() };
  const notifier = state.user(n.notifierId);
  const note = state.note(n.noteId);
  const user = notifier ? packUserLite(state, notifier) : null;
  const packedNote = note ? packNote(state, note, n.notifieeId, { detail: true }) : null;
  switch (n.type) {
    case 'note':
    case 'mention':
    case 'reply':
    case 'renote':
    case 'quote':
    case 'pollEnded':
      if (!user || !packedNote || !notifier) return null;
      return { ...base, type: n.type, user, userId: notifier.id, note: packedNote };
    case 'reaction':
      if (!user || !packedNote || !notifier) return null;
      return { ...base, type: 'reaction', user, userId: notifier.id, note: packedNote, reaction: n.reaction ?? '👍' };
    case 'follow':
    case 'receiveFollowRequest':
      if (!user || !notifier) return null;
      return { ...base, type: n.type, user, userId: notifier.id };
    case 'followRequestAccepted':
      if (!user || !notifier) return null;
      return { ...base, type: 'followRequestAccepted', user, userId: notifier.id, message: n.message ?? null };
    case 'roleAssigned': {
      const role = state.db.roles.find((r) => r.id === n.roleId);
      if (!role) return null;
      return { ...base, type: 'roleAssigned', role: packRole(role) };
    }
    case 'achievementEarned':
      return { ...base, type: 'achievementEarned', achievement: (n.achievement ?? 'notes1') as entities.AchievementName };
    case 'exportCompleted':
      return { ...base, type: 'exportCompleted', exportedEntity: n.exportedEntity ?? 'note', fileId: n.fileId ?? '' };
    case 'login':
    case 'createToken':
    case 'test':
      return { ...base, type: n.type };
    case 'app':
      return { ...base, type: 'app', body: n.body ?? '', header: n.header ?? null, icon: n.icon ?? null };
    case 'chatRoomInvitationReceived': {
      const inv = n.invitationId ? state.db.chat?.invitations.find((i) => i.id === n.invitationId) : undefined;
      const invitation = inv ? packInvitation(state, inv, state.user(n.notifieeId) ?? null) : null;
      // Misskey also sends the inviter as `user` / `userId` (misskey-js does not type them).
      const inviter = notifier ? { user: packUserLite(state, notifier), userId: notifier.id } : {};
      if (invitation) return { ...base, ...inviter, type: 'chatRoomInvitationReceived', invitation };
      if (n.invitationId) return null;
      const owner = notifier ?? state.db.users[0];
      const invitee = state.user(n.notifieeId);
      if (!owner || !invitee) return null;
      const ownerLite = packUserLite(state, owner);
      const room = {
        id: `room-${n.id}`,
        createdAt: base.createdAt,
        ownerId: owner.id,
        owner: ownerLite,
        name: n.roomName ?? 'Room',
        description: '',
      };
      // As Misskey: `user` is the inviter (the owner), `invitation.user` the invitee.
      const inviterOfSeed = { user: ownerLite, userId: owner.id };
      return {
        ...base,
        ...inviterOfSeed,
        type: 'chatRoomInvitationReceived',
        invitation: {
          id: `inv-${n.id}`,
          createdAt: base.createdAt,
          userId: invitee.id,
          user: packUserLite(state, invitee),
          roomId: room.id,
          room,
        },
      };
    }
  }
}

/** Misskey's i/notifications-grouped: consecutive reactions / renotes on one note fold together. */
export function groupNotifications(packed: Notification[]): Notification[] {
  const out: Notification[] = [];
  for (const n of packed) {
    const prev = out[out.length - 1];
    if (n.type === 'reaction' && prev && (prev.type === 'reaction' || prev.type === 'reaction:grouped') && prev.note.id === n.note.id) {
      const reactions = prev.type === 'reaction' ? [{ user: prev.user, reaction: prev.reaction }] : prev.reactions;
      out[out.length - 1] = {
        id: prev.id,
        createdAt: prev.createdAt,
        type: 'reaction:grouped',
        note: prev.note,
        reactions: [...reactions, { user: n.user, reaction: n.reaction }],
      };
      continue;
    }
    if (n.type === 'renote' && prev && (prev.type === 'renote' || prev.type === 'renote:grouped') && renotedId(prev) === renotedId(n)) {
      const users = prev.type === 'renote' ? [prev.user] : prev.users;
      const note = prev.type === 'renote' ? (prev.note.renote ?? prev.note) : prev.note;
      out[out.length - 1] = { id: prev.id, createdAt: prev.createdAt, type: 'renote:grouped', note, users: [...users, n.user] };
      continue;
    }
    out.push(n);
  }
  return out;
}

function renotedId(n: Notification): string | undefined {
  if (n.type === 'renote') return n.note.renoteId ?? undefined;
  if (n.type === 'renote:grouped') return n.note.id;
  return undefined;
}
