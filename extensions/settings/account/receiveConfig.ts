import type { entities } from 'misskey-js';
import type { MessageKey } from '@kite/sdk';
import { accountMessages as m } from './messages';

/** One type's recipient choice, as `i/update`'s `notificationRecieveConfig` stores it. */
export type ReceiveConfig = NonNullable<
  entities.MeDetailed['notificationRecieveConfig'][keyof entities.MeDetailed['notificationRecieveConfig']]
>;
export type ReceiveType = ReceiveConfig['type'];

/**
 * The notification types a person can configure (Misskey 2025.9 leaves out note, roleAssigned,
 * followRequestAccepted, test and exportCompleted), with their labels; the last four are only on or off.
 */
export const configurableTypes: readonly { type: string; label: MessageKey; onOff?: true }[] = [
  { type: 'follow', label: m.typeFollow },
  { type: 'mention', label: m.typeMention },
  { type: 'reply', label: m.typeReply },
  { type: 'renote', label: m.typeRenote },
  { type: 'quote', label: m.typeQuote },
  { type: 'reaction', label: m.typeReaction },
  { type: 'pollEnded', label: m.typePollEnded },
  { type: 'receiveFollowRequest', label: m.typeReceiveFollowRequest },
  { type: 'chatRoomInvitationReceived', label: m.typeChatRoomInvitationReceived },
  { type: 'achievementEarned', label: m.typeAchievementEarned, onOff: true },
  { type: 'login', label: m.typeLogin, onOff: true },
  { type: 'createToken', label: m.typeCreateToken, onOff: true },
  { type: 'app', label: m.typeApp, onOff: true },
];

export const receiveTypes: readonly { type: ReceiveType; label: MessageKey }[] = [
  { type: 'all', label: m.cfgAll },
  { type: 'following', label: m.cfgFollowing },
  { type: 'follower', label: m.cfgFollower },
  { type: 'mutualFollow', label: m.cfgMutualFollow },
  { type: 'followingOrFollower', label: m.cfgFollowingOrFollower },
  { type: 'list', label: m.cfgList },
  { type: 'never', label: m.cfgNever },
];

/** The stored choice for a type; absent means everyone. */
export function configOf(me: entities.MeDetailed, type: string): ReceiveConfig {
  const all: Partial<Record<string, ReceiveConfig>> = me.notificationRecieveConfig;
  return all[type] ?? { type: 'all' };
}

/** A choice from the form: `list` needs a list id (null until one is chosen). */
export function toConfig(type: ReceiveType, listId: string | null): ReceiveConfig | null {
  if (type === 'list') return listId ? { type: 'list', userListId: listId } : null;
  return { type };
}
