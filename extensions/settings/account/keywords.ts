import type { MessageKey } from '@kite/sdk';
import { accountMessages as m } from './messages';

/** The settings on each account page, for the settings search. */
export const accountKeywords: Readonly<Record<string, readonly MessageKey[]>> = {
  notifications: [
    m.receiveConfig,
    m.typeFollow,
    m.typeMention,
    m.typeReply,
    m.typeRenote,
    m.typeQuote,
    m.typeReaction,
    m.typePollEnded,
    m.typeReceiveFollowRequest,
    m.typeChatRoomInvitationReceived,
    m.typeAchievementEarned,
    m.typeLogin,
    m.typeCreateToken,
    m.typeApp,
    m.browserNotifications,
    m.pushNotifications,
    m.markAllRead,
    m.sendTest,
  ],
  email: [m.emailAddress, m.receiveAnnouncementEmail, m.emailNotifications],
  security: [m.password, m.changePassword, m.twoFactor, m.totp, m.backupCodes, m.securityKeys, m.passwordLessLogin, m.signinHistory],
  other: [
    m.accountInfo,
    m.accountId,
    m.registeredAt,
    m.policies,
    m.roles,
    m.developer,
    m.stackingRouterView,
    m.tips,
    m.readAllChat,
    m.registry,
  ],
};
