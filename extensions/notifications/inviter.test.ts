import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { chatInviter } from './inviter';
import type { NotificationOf } from './types';

const lite = (username: string): entities.UserLite => ({
  id: `id-${username}`,
  name: username,
  username,
  host: null,
  avatarUrl: `https://example.com/${username}.png`,
  avatarBlurhash: null,
  avatarDecorations: [],
  isBot: false,
  isCat: false,
  emojis: {},
  onlineStatus: 'unknown',
  badgeRoles: [],
});

// The shape a real Misskey 2025.9 answers (checked with i/notifications): bob invited alice.
const invitation = (withUser: boolean): NotificationOf<'chatRoomInvitationReceived'> => {
  const base: NotificationOf<'chatRoomInvitationReceived'> = {
    id: 'n1',
    createdAt: '2026-01-01T00:00:00.000Z',
    type: 'chatRoomInvitationReceived',
    invitation: {
      id: 'i1',
      createdAt: '2026-01-01T00:00:00.000Z',
      userId: 'id-alice',
      user: lite('alice'),
      roomId: 'r1',
      room: { id: 'r1', createdAt: '2026-01-01T00:00:00.000Z', name: 'Room', description: '', ownerId: 'id-owner', owner: lite('owner') },
    },
  };
  return withUser ? Object.assign(base, { user: lite('bob'), userId: 'id-bob' }) : base;
};

describe('chatInviter', () => {
  it("is the notification's user, never the invitee in invitation.user", () => {
    expect(chatInviter(invitation(true))?.username).toBe('bob');
  });
  it("falls back to the room's owner when the server sends no user", () => {
    expect(chatInviter(invitation(false))?.username).toBe('owner');
  });
});
