import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import type { NotificationOf, NotificationType } from '../types';
import {
  NoteNotification,
  PollEndedNotification,
  ReactionGroupedNotification,
  ReactionNotification,
  RenoteGroupedNotification,
  RenoteNotification,
} from './notes';
import { FollowNotification, FollowRequestAcceptedNotification, ReceiveFollowRequestNotification } from './social';
import {
  AchievementEarnedNotification,
  AppNotification,
  ChatInvitationNotification,
  CreateTokenNotification,
  ExportCompletedNotification,
  LoginNotification,
  RoleAssignedNotification,
  TestNotification,
} from './system';
import '../notifications.css';

type Renderer = ComponentType<{ notification: entities.Notification }>;

function isOf<T extends NotificationType>(n: entities.Notification, type: T): n is NotificationOf<T> {
  return n.type === type;
}

/** Adapts a renderer of one type to the contribution's props (it renders nothing for another type). */
function forType<T extends NotificationType>(type: T, View: ComponentType<{ notification: NotificationOf<T> }>): Renderer {
  function Render({ notification }: { notification: entities.Notification }) {
    return isOf(notification, type) ? <View notification={notification} /> : null;
  }
  Render.displayName = `Notification(${type})`;
  return Render;
}

/** One renderer per type; each is a `notificationRenderers` contribution (index.ts). */
export const renderers: Record<NotificationType, Renderer> = {
  follow: forType('follow', FollowNotification),
  followRequestAccepted: forType('followRequestAccepted', FollowRequestAcceptedNotification),
  receiveFollowRequest: forType('receiveFollowRequest', ReceiveFollowRequestNotification),
  renote: forType('renote', RenoteNotification),
  'renote:grouped': forType('renote:grouped', RenoteGroupedNotification),
  reply: forType('reply', NoteNotification),
  mention: forType('mention', NoteNotification),
  quote: forType('quote', NoteNotification),
  note: forType('note', NoteNotification),
  reaction: forType('reaction', ReactionNotification),
  'reaction:grouped': forType('reaction:grouped', ReactionGroupedNotification),
  pollEnded: forType('pollEnded', PollEndedNotification),
  roleAssigned: forType('roleAssigned', RoleAssignedNotification),
  achievementEarned: forType('achievementEarned', AchievementEarnedNotification),
  exportCompleted: forType('exportCompleted', ExportCompletedNotification),
  login: forType('login', LoginNotification),
  createToken: forType('createToken', CreateTokenNotification),
  chatRoomInvitationReceived: forType('chatRoomInvitationReceived', ChatInvitationNotification),
  test: forType('test', TestNotification),
  app: forType('app', AppNotification),
};
