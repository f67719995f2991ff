import { moderationLogTypes } from 'misskey-js';
import type { MessageKey } from '@kite/sdk';
import { modlogMessages as m } from './messages';

/** A thing an entry names that has a page here: its words and where they lead. */
export interface LinkTo {
  text: string;
  to: string;
}

/** One line of an entry's details: what it names (a text, a date to format, words of its own, or a link). */
export interface Detail {
  label: MessageKey;
  value: string | { date: string } | { says: MessageKey } | { link: LinkTo };
}

/** What an entry says: what was done, and to whom / what. */
export interface Described {
  title: MessageKey;
  details: Detail[];
}

type Info = Readonly<Record<string, unknown>>;
const isRecord = (v: unknown): v is Info => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The value at `path` inside `v`, when every step is an object. */
function at(v: unknown, ...path: string[]): unknown {
  let cur = v;
  for (const k of path) cur = isRecord(cur) ? cur[k] : undefined;
  return cur;
}
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const acct = (name: unknown, host: unknown): string | null => {
  const n = text(name);
  return n ? `@${n}${text(host) ? `@${String(host)}` : ''}` : null;
};
/** `words` as a link to `base` + `id` when the payload has the id (older entries may not), else plain. */
const linked = (words: string | null, base: string, id: unknown): Detail['value'] | null => {
  const target = text(id);
  if (words == null) return null;
  return target ? { link: { text: words, to: `${base}${encodeURIComponent(target)}` } } : words;
};
const userPage = '/admin/user/';

type LogType = (typeof moderationLogTypes)[number];
// Every type of Misskey 2025.9 has its words: a type added to misskey-js fails the build here.
const titles: Record<LogType, MessageKey> = {
  updateServerSettings: m.updateServerSettings,
  suspend: m.suspend,
  unsuspend: m.unsuspend,
  updateUserNote: m.updateUserNote,
  addCustomEmoji: m.addCustomEmoji,
  updateCustomEmoji: m.updateCustomEmoji,
  deleteCustomEmoji: m.deleteCustomEmoji,
  assignRole: m.assignRole,
  unassignRole: m.unassignRole,
  createRole: m.createRole,
  updateRole: m.updateRole,
  deleteRole: m.deleteRole,
  clearQueue: m.clearQueue,
  promoteQueue: m.promoteQueue,
  deleteDriveFile: m.deleteDriveFile,
  deleteNote: m.deleteNote,
  createGlobalAnnouncement: m.createGlobalAnnouncement,
  createUserAnnouncement: m.createUserAnnouncement,
  updateGlobalAnnouncement: m.updateGlobalAnnouncement,
  updateUserAnnouncement: m.updateUserAnnouncement,
  deleteGlobalAnnouncement: m.deleteGlobalAnnouncement,
  deleteUserAnnouncement: m.deleteUserAnnouncement,
  resetPassword: m.resetPassword,
  suspendRemoteInstance: m.suspendRemoteInstance,
  unsuspendRemoteInstance: m.unsuspendRemoteInstance,
  updateRemoteInstanceNote: m.updateRemoteInstanceNote,
  markSensitiveDriveFile: m.markSensitiveDriveFile,
  unmarkSensitiveDriveFile: m.unmarkSensitiveDriveFile,
  resolveAbuseReport: m.resolveAbuseReport,
  forwardAbuseReport: m.forwardAbuseReport,
  updateAbuseReportNote: m.updateAbuseReportNote,
  createInvitation: m.createInvitation,
  createAd: m.createAd,
  updateAd: m.updateAd,
  deleteAd: m.deleteAd,
  createAvatarDecoration: m.createAvatarDecoration,
  updateAvatarDecoration: m.updateAvatarDecoration,
  deleteAvatarDecoration: m.deleteAvatarDecoration,
  unsetUserAvatar: m.unsetUserAvatar,
  unsetUserBanner: m.unsetUserBanner,
  createSystemWebhook: m.createSystemWebhook,
  updateSystemWebhook: m.updateSystemWebhook,
  deleteSystemWebhook: m.deleteSystemWebhook,
  createAbuseReportNotificationRecipient: m.createAbuseReportNotificationRecipient,
  updateAbuseReportNotificationRecipient: m.updateAbuseReportNotificationRecipient,
  deleteAbuseReportNotificationRecipient: m.deleteAbuseReportNotificationRecipient,
  deleteAccount: m.deleteAccount,
  deletePage: m.deletePage,
  deleteFlash: m.deleteFlash,
  deleteGalleryPost: m.deleteGalleryPost,
  deleteChatRoom: m.deleteChatRoom,
  updateProxyAccountDescription: m.updateProxyAccountDescription,
};

/** The types a log entry may have (Misskey 2025.9's list), for the filter. */
export const logTypes: readonly LogType[] = moderationLogTypes;
/** The message naming an entry's type, or null for a type 2025.9 does not have. */
export function typeTitle(type: string): MessageKey | null {
  const known = logTypes.find((x) => x === type);
  return known ? titles[known] : null;
}

/**
 * What an entry of `type` with payload `info` says for a person: the action and the details
 * that name its target. Unknown payload fields are left out rather than guessed.
 */
export function describeLog(type: string, info: Info): Described {
  const details: Detail[] = [];
  const add = (label: MessageKey, value: Detail['value'] | null) => {
    if (value != null) details.push({ label, value });
  };
  // A thing created or deleted is in the payload; an edited one is named by its new state.
  const subject = (key: string, field: string, edit: string) =>
    text(at(info, key, field)) ?? (type === edit ? text(at(info, 'after', field)) : null);

  add(m.user, linked(acct(info['userUsername'], info['userHost']), userPage, info['userId']));
  add(m.role, linked(text(info['roleName']) ?? subject('role', 'name', 'updateRole'), '/admin/roles/', info['roleId']));
  if (type === 'assignRole') {
    const until = text(info['expiresAt']);
    add(m.expires, until ? { date: until } : { says: m.noExpiry });
  }
  add(m.emoji, subject('emoji', 'name', 'updateCustomEmoji') && `:${subject('emoji', 'name', 'updateCustomEmoji')}:`);
  // A deleted file has no page left; a file marked (un)sensitive or taken off a profile still has one.
  add(m.file, type === 'deleteDriveFile' ? text(info['fileId']) : linked(text(info['fileId']), '/admin/file/', info['fileId']));
  add(
    m.owner,
    linked(acct(info['fileUserUsername'], info['fileUserHost']), userPage, info['fileUserId']) ??
      linked(acct(info['noteUserUsername'], info['noteUserHost']), userPage, info['noteUserId']),
  );
  add(m.note, text(at(info, 'note', 'text')) ?? text(info['noteId']));
  add(m.announcement, subject('announcement', 'title', type.endsWith('Announcement') ? type : ''));
  add(m.server, linked(text(info['host']), '/instance-info/', info['host']));
  add(
    m.reportedUser,
    // Misskey logs the report's database row, which has the target's id but not their name.
    linked(
      acct(at(info, 'report', 'targetUser', 'username'), at(info, 'report', 'targetUser', 'host')) ??
        text(at(info, 'report', 'targetUserId')),
      userPage,
      at(info, 'report', 'targetUserId'),
    ),
  );
  add(m.report, text(at(info, 'report', 'comment')));
  if (info['resolvedAs'] === 'accept') add(m.outcome, { says: m.accepted });
  if (info['resolvedAs'] === 'reject') add(m.outcome, { says: m.rejected });
  if (type === 'resolveAbuseReport' && info['forwarded'] === true) add(m.outcome, { says: m.forwarded });
  const codes = info['invitations'];
  if (Array.isArray(codes))
    add(
      m.codes,
      codes
        .map((c) => text(at(c, 'code')))
        .filter((c) => c != null)
        .join(', ') || null,
    );
  add(m.ad, subject('ad', 'url', 'updateAd'));
  add(m.decoration, subject('avatarDecoration', 'name', 'updateAvatarDecoration'));
  add(m.webhook, subject('webhook', 'name', 'updateSystemWebhook'));
  add(m.recipient, subject('recipient', 'name', 'updateAbuseReportNotificationRecipient'));
  add(m.page, text(at(info, 'page', 'title')));
  add(m.play, text(at(info, 'flash', 'title')));
  add(m.post, text(at(info, 'post', 'title')));
  add(
    m.owner,
    linked(
      acct(info['pageUserUsername'] ?? info['flashUserUsername'] ?? info['postUserUsername'], null),
      userPage,
      info['pageUserId'] ?? info['flashUserId'] ?? info['postUserId'],
    ),
  );
  add(m.room, text(at(info, 'room', 'name')));
  // Notes and descriptions edited: before and after, as written.
  if (typeof info['before'] === 'string' || typeof info['after'] === 'string' || (type.startsWith('update') && info['before'] === null)) {
    add(m.before, typeof info['before'] === 'string' ? info['before'] : '');
    add(m.after, typeof info['after'] === 'string' ? info['after'] : '');
  }
  if (type === 'updateServerSettings' && isRecord(info['before']) && isRecord(info['after'])) {
    const before = info['before'];
    const after = info['after'];
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    add(m.changed, changed.join(', ') || null);
  }
  return { title: typeTitle(type) ?? m.unknownType, details };
}
