import type { entities } from 'misskey-js';
import type { EndpointReq } from '@kite/sdk';

/** Every notification type of spec 3 §3 (plus the grouped forms `i/notifications-grouped` answers). */
export const notificationTypes = [
  'follow',
  'followRequestAccepted',
  'receiveFollowRequest',
  'renote',
  'renote:grouped',
  'reply',
  'mention',
  'quote',
  'reaction',
  'reaction:grouped',
  'pollEnded',
  'note',
  'roleAssigned',
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'chatRoomInvitationReceived',
  'test',
  'app',
] as const satisfies readonly entities.Notification['type'][];

export type NotificationType = (typeof notificationTypes)[number];

/** A notification of one type, narrowed. */
export type NotificationOf<T extends NotificationType> = Extract<entities.Notification, { type: T }>;

/** A type `i/notifications(-grouped)` can filter by. */
export type FilterType = NonNullable<EndpointReq<'i/notifications-grouped'>['includeTypes']>[number];

/** The types a person can filter by (the grouped forms are the same types as the plain ones). */
export const filterableTypes: readonly FilterType[] = [
  'follow',
  'followRequestAccepted',
  'receiveFollowRequest',
  'renote',
  'reply',
  'mention',
  'quote',
  'reaction',
  'pollEnded',
  'note',
  'roleAssigned',
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'chatRoomInvitationReceived',
  'app',
];
