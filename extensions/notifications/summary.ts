import { acctOf } from '@kite/sdk';
import type { entities } from 'misskey-js';
import type { MessageKey, MessageParams } from '@kite/sdk';
import { notificationMessages as m } from './messages';
import { chatInviter } from './inviter';

export interface Summary {
  title: string;
  body: string;
  icon: string | null;
}

type T = (key: MessageKey, params?: MessageParams) => string;

function who(u: entities.UserLite): string {
  return u.name ?? acctOf(u);
}

/** A plain-text line for a notification: the toast and the browser notification (never HTML). */
export function summarize(n: entities.Notification, t: T): Summary {
  switch (n.type) {
    case 'follow':
    case 'followRequestAccepted':
    case 'receiveFollowRequest':
      return { title: who(n.user), body: t(m[n.type]), icon: n.user.avatarUrl };
    case 'mention':
    case 'reply':
    case 'quote':
    case 'note':
    case 'renote':
    case 'pollEnded':
      return { title: `${who(n.user)}: ${t(m[n.type])}`, body: n.note.cw ?? n.note.text ?? '', icon: n.user.avatarUrl };
    case 'reaction':
      return { title: `${who(n.user)}: ${t(m.reaction)} ${n.reaction}`, body: n.note.text ?? '', icon: n.user.avatarUrl };
    case 'reaction:grouped':
      return { title: t(m.reactionGrouped, { n: n.reactions.length }), body: n.note.text ?? '', icon: null };
    case 'renote:grouped':
      return { title: t(m.renoteGrouped, { n: n.users.length }), body: n.note.text ?? '', icon: null };
    case 'roleAssigned':
      return { title: t(m.roleAssigned), body: n.role.name, icon: n.role.iconUrl };
    case 'achievementEarned':
      return { title: t(m.achievementEarned), body: n.achievement, icon: null };
    case 'exportCompleted':
      return { title: t(m.exportCompleted), body: t(m.exportOf, { entity: t(m[`entity_${n.exportedEntity}`]) }), icon: null };
    case 'login':
      return { title: t(m.login), body: t(m.loginText), icon: null };
    case 'createToken':
      return { title: t(m.createToken), body: t(m.createTokenText), icon: null };
    case 'chatRoomInvitationReceived': {
      const inviter = chatInviter(n);
      return {
        title: inviter ? `${who(inviter)}: ${t(m.chatRoomInvitationReceived)}` : t(m.chatRoomInvitationReceived),
        body: n.invitation.room?.name ?? '',
        icon: inviter?.avatarUrl ?? null,
      };
    }
    case 'app':
      return { title: n.header ?? t(m.app), body: n.body, icon: n.icon };
    case 'test':
      return { title: t(m.test), body: t(m.testText), icon: null };
  }
}
