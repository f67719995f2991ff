import { defineMessages } from '@kite/sdk';

/**
 * The texts of push notifications. The service worker has no language pack of its own: the page sends it
 * these, translated, after each start (`activate.ts`), and the worker falls back to the English here.
 */
export const pushMessages = defineMessages('pwa', {
  pushNote: '{user} posted',
  pushMention: '{user} mentioned you',
  pushReply: '{user} replied',
  pushRenote: '{user} renoted your note',
  pushQuote: '{user} quoted your note',
  pushReaction: '{user} reacted {reaction}',
  pushPollEnded: 'A poll has ended',
  pushFollow: '{user} followed you',
  pushFollowRequest: '{user} asked to follow you',
  pushFollowAccepted: '{user} accepted your follow request',
  pushAchievement: 'Achievement unlocked',
  pushRoleAssigned: 'You were given a role: {role}',
  pushLogin: 'Someone signed in to your account',
  pushToken: 'An access token was created for your account',
  pushExport: 'Your export is ready',
  pushChatInvite: '{user} invited you to a chat room',
  pushChatMessage: '{user} sent you a message',
  pushAntenna: 'New note in {antenna}',
  pushTest: 'Test notification',
  pushOther: 'New notification',
  pushFiles: '({count} files)',
  actionReply: 'Reply',
  actionRenote: 'Renote',
  actionFollowBack: 'Follow back',
  actionAccept: 'Accept',
  actionReject: 'Reject',
  actionMarkAllRead: 'Mark all as read',
  actionFailed: 'That did not work: {error}',
  shareFailed: 'Shared files not uploaded: {count} ({error})',
});
