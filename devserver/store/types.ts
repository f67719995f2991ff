/**
 * Internal records of the devserver. These are storage shapes, not API shapes:
 * the packers in ./pack-*.ts turn them into misskey-js entities.
 */
import type { entities } from 'misskey-js';
import type { GalleryPostRec, PageRec } from './creations';
import type { FlashRec } from './flash';

export type Visibility = 'public' | 'home' | 'followers' | 'specified';
export type ReactionAcceptance = entities.Note['reactionAcceptance'];
export type RolePolicies = entities.RolePolicies;

/** A type alias (not an interface) so it fits node:crypto's indexable JsonWebKey. */
export type EcJwk = { kty: string; crv: string; x: string; y: string };

export interface SecurityKeyRec {
  /** The credential id, base64url. */
  id: string;
  name: string;
  /** The P-256 public key as a JWK. */
  publicKey: EcJwk;
  /** When it last signed in (ms); its registration time until then. */
  lastUsed?: number;
}

export interface UserRec {
  id: string;
  createdAt: number;
  username: string;
  host: string | null;
  name: string | null;
  password: string | null;
  /** TOTP-like second factor code that signin-flow asks for (demo only). */
  totp: string | null;
  /** Registered security keys / passkeys (ES256), added by POST /__dev/security-key. */
  securityKeys?: SecurityKeyRec[];
  /** A real TOTP second factor (base32 secret) registered through i/2fa/register + i/2fa/done. */
  totpSecret?: string | null;
  /** The secret i/2fa/register handed out, waiting for i/2fa/done to confirm a code from it. */
  totpPending?: string | null;
  /** Unused backup codes of the TOTP factor (each signs in once instead of a code). */
  backupCodes?: string[];
  /** Initial count of backup codes, to report their stock ('full', 'partial', 'none'). */
  backupCodesIssued?: number;
  usePasswordLessLogin?: boolean;
  email?: string | null;
  emailVerified?: boolean;
  description: string | null;
  location: string | null;
  birthday: string | null;
  lang: string | null;
  fields: { name: string; value: string }[];
  isAdmin: boolean;
  isModerator: boolean;
  isBot: boolean;
  isCat: boolean;
  isLocked: boolean;
  isSilenced: boolean;
  isSuspended: boolean;
  /** Account deletion in progress (set by /__dev/delete-account): `i` answers USER_IS_DELETED. */
  isDeleted?: boolean;
  isExplorable: boolean;
  hideOnlineStatus: boolean;
  publicReactions: boolean;
  autoAcceptFollowed: boolean;
  followingVisibility: 'public' | 'followers' | 'private';
  followersVisibility: 'public' | 'followers' | 'private';
  chatScope: 'everyone' | 'following' | 'followers' | 'mutual' | 'none';
  avatarFileId: string | null;
  bannerFileId: string | null;
  /** Seed for the generated identicon when there is no avatar file. */
  avatarSeed: string;
  pinnedNoteIds: string[];
  followedMessage: string | null;
  mutedWords: (string[] | string)[];
  hardMutedWords: (string[] | string)[];
  mutedInstances: string[];
  /** Opaque client settings stored by i/update (notificationRecieveConfig etc). */
  settings: Record<string, unknown>;
  achievements: { name: string; unlockedAt: number }[];
  loggedInDays: number;
  lastActiveAt: number;
  movedTo: string | null;
  uri: string | null;
  url: string | null;
}

export interface TokenRec {
  id: string;
  token: string;
  userId: string;
  /** null: a native session token with every permission. */
  permission: string[] | null;
  name: string | null;
  iconUrl: string | null;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface PollRec {
  choices: string[];
  votes: number[];
  multiple: boolean;
  expiresAt: number | null;
  /** Whether the pollEnded notification was already sent. */
  endedNotified?: boolean;
}

export interface NoteRec {
  id: string;
  createdAt: number;
  updatedAt: number | null;
  userId: string;
  text: string | null;
  cw: string | null;
  visibility: Visibility;
  visibleUserIds: string[];
  localOnly: boolean;
  reactionAcceptance: ReactionAcceptance;
  replyId: string | null;
  renoteId: string | null;
  threadId: string;
  channelId: string | null;
  fileIds: string[];
  poll: PollRec | null;
  mentions: string[];
  tags: string[];
  /** Emoji names used in text/cw (custom emojis). */
  emojis: string[];
  uri: string | null;
  url: string | null;
}

export interface ReactionRec {
  id: string;
  createdAt: number;
  noteId: string;
  userId: string;
  reaction: string;
}
export interface PollVoteRec {
  id: string;
  createdAt: number;
  noteId: string;
  userId: string;
  choice: number;
}
export interface FollowRec {
  id: string;
  createdAt: number;
  followerId: string;
  followeeId: string;
  notify: 'normal' | 'none';
  withReplies: boolean;
}
export interface FollowRequestRec {
  id: string;
  createdAt: number;
  followerId: string;
  followeeId: string;
}
export interface MuteRec {
  id: string;
  createdAt: number;
  muterId: string;
  muteeId: string;
  expiresAt: number | null;
}
export interface RelRec {
  id: string;
  createdAt: number;
  fromId: string;
  toId: string;
}

export interface DriveFileRec {
  id: string;
  createdAt: number;
  userId: string | null;
  name: string;
  type: string;
  size: number;
  md5: string;
  isSensitive: boolean;
  comment: string | null;
  folderId: string | null;
  width?: number;
  height?: number;
  blurhash: string | null;
  /** Key under which the bytes live in State.blobs. */
  blobKey: string;
  /** URL the file was fetched from (upload-from-url), if any. */
  sourceUrl?: string | null;
}

export interface DriveFolderRec {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  parentId: string | null;
}

export interface ClipRec {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  notes: { noteId: string; addedAt: number }[];
  favoritedBy: string[];
  lastClippedAt: number | null;
}

export interface ListRec {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  isPublic: boolean;
  userIds: string[];
  withReplies: Record<string, boolean>;
  favoritedBy: string[];
}

export interface AntennaRec {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  src: 'home' | 'all' | 'users' | 'list' | 'users_blacklist';
  userListId: string | null;
  users: string[];
  keywords: string[][];
  excludeKeywords: string[][];
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
  isActive: boolean;
  hasUnreadNote: boolean;
  notify: boolean;
  excludeNotesInSensitiveChannel: boolean;
}

export interface ChannelRec {
  id: string;
  createdAt: number;
  userId: string | null;
  name: string;
  description: string | null;
  color: string;
  bannerFileId: string | null;
  pinnedNoteIds: string[];
  isArchived: boolean;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
  followers: string[];
  favoritedBy: string[];
  lastNotedAt: number | null;
}

export interface EmojiRec {
  id: string;
  updatedAt: number;
  name: string;
  category: string | null;
  aliases: string[];
  license: string | null;
  isSensitive: boolean;
  localOnly: boolean;
  fileId: string;
  roleIdsThatCanBeUsedThisEmojiAsReaction: string[];
}

export interface AnnouncementRec {
  id: string;
  createdAt: number;
  updatedAt: number | null;
  title: string;
  text: string;
  imageUrl: string | null;
  icon: 'info' | 'warning' | 'error' | 'success';
  display: 'dialog' | 'normal' | 'banner';
  needConfirmationToRead: boolean;
  silence: boolean;
  userId: string | null;
  isActive: boolean;
  readBy: string[];
}

export interface RoleRec {
  id: string;
  createdAt: number;
  updatedAt: number;
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  isModerator: boolean;
  isAdministrator: boolean;
  displayOrder: number;
  target: 'manual' | 'conditional';
  isPublic: boolean;
  isExplorable: boolean;
  asBadge: boolean;
  canEditMembersByModerator: boolean;
  policies: Partial<{ [K in keyof RolePolicies]: { useDefault: boolean; priority: number; value: RolePolicies[K] } }>;
  assignments: { userId: string; expiresAt: number | null; createdAt: number }[];
  /** A conditional role's formula, as the control panel saved it (the devserver does not evaluate it). */
  condFormula?: Record<string, unknown>;
}

export type NotificationType =
  | 'note'
  | 'follow'
  | 'mention'
  | 'reply'
  | 'renote'
  | 'quote'
  | 'reaction'
  | 'pollEnded'
  | 'receiveFollowRequest'
  | 'followRequestAccepted'
  | 'roleAssigned'
  | 'chatRoomInvitationReceived'
  | 'achievementEarned'
  | 'exportCompleted'
  | 'login'
  | 'createToken'
  | 'app'
  | 'test';

export interface NotificationRec {
  id: string;
  createdAt: number;
  notifieeId: string;
  type: NotificationType;
  isRead: boolean;
  notifierId?: string | null;
  noteId?: string | null;
  reaction?: string;
  roleId?: string;
  achievement?: string;
  exportedEntity?: 'antenna' | 'blocking' | 'clip' | 'customEmoji' | 'favorite' | 'following' | 'muting' | 'note' | 'userList';
  fileId?: string;
  message?: string | null;
  header?: string | null;
  body?: string;
  icon?: string | null;
  roomName?: string;
  /** chatRoomInvitationReceived: the invitation (seeded ones have only `roomName`). */
  invitationId?: string;
}

/** A user webhook (i/webhooks/*): the server calls `url` with `secret` on the chosen events. */
export interface WebhookRec {
  id: string;
  userId: string;
  name: string;
  on: ('mention' | 'unfollow' | 'follow' | 'followed' | 'note' | 'reply' | 'renote' | 'reaction')[];
  url: string;
  secret: string;
  active: boolean;
  latestSentAt: number | null;
  latestStatus: number | null;
}

export interface RegistryRec {
  userId: string;
  domain: string | null;
  scope: string[];
  key: string;
  value: unknown;
  updatedAt: number;
}

export interface DraftRec {
  id: string;
  createdAt: number;
  userId: string;
  text: string | null;
  cw: string | null;
  visibility: Visibility;
  visibleUserIds: string[];
  localOnly: boolean;
  reactionAcceptance: ReactionAcceptance;
  replyId: string | null;
  renoteId: string | null;
  channelId: string | null;
  fileIds: string[];
  hashtag: string | null;
  poll: { choices: string[]; multiple: boolean; expiresAt: number | null; expiredAfter: number | null } | null;
}

export interface FavoriteRec {
  id: string;
  createdAt: number;
  userId: string;
  noteId: string;
}
export interface ThreadMuteRec {
  id: string;
  userId: string;
  threadId: string;
}
export interface MemoRec {
  userId: string;
  targetId: string;
  memo: string;
}
export interface MiAuthSessionRec {
  session: string;
  name: string | null;
  iconUrl: string | null;
  callback: string | null;
  permission: string[];
  userId: string | null;
  token: string | null;
  createdAt: number;
}
export interface AdRec {
  id: string;
  place: string;
  ratio: number;
  url: string;
  imageUrl: string;
  dayOfWeek: number;
  priority: string;
  memo: string;
  startsAt: number;
  expiresAt: number;
}

/** Everything the server knows. Plain data: JSON-serialisable except blobs. */
export interface Db {
  version: 1;
  anchor: number;
  users: UserRec[];
  tokens: TokenRec[];
  notes: NoteRec[];
  reactions: ReactionRec[];
  pollVotes: PollVoteRec[];
  follows: FollowRec[];
  followRequests: FollowRequestRec[];
  mutes: MuteRec[];
  renoteMutes: RelRec[];
  blocks: RelRec[];
  files: DriveFileRec[];
  folders: DriveFolderRec[];
  clips: ClipRec[];
  lists: ListRec[];
  antennas: AntennaRec[];
  channels: ChannelRec[];
  emojis: EmojiRec[];
  announcements: AnnouncementRec[];
  roles: RoleRec[];
  notifications: NotificationRec[];
  registry: RegistryRec[];
  drafts: DraftRec[];
  favorites: FavoriteRec[];
  threadMutes: ThreadMuteRec[];
  memos: MemoRec[];
  miauth: MiAuthSessionRec[];
  ads: AdRec[];
  hashtags: string[];
  /** Chat (Misskey 2025's chat): absent in data saved before chat existed. */
  chat?: ChatDb;
  /** User webhooks: absent in data saved before webhooks existed. */
  webhooks?: WebhookRec[];
  /** Pages and gallery posts: absent in data saved before they existed. */
  pages?: PageRec[];
  galleryPosts?: GalleryPostRec[];
  /** Plays: absent in data saved before they existed. */
  flashs?: FlashRec[];
}

export interface ChatMessageRec {
  id: string;
  createdAt: number;
  fromUserId: string;
  toUserId: string | null;
  toRoomId: string | null;
  text: string | null;
  fileId: string | null;
  /** `userId/reaction`, as Misskey stores them. */
  reactions: string[];
}
export interface ChatRoomRec {
  id: string;
  createdAt: number;
  ownerId: string;
  name: string;
  description: string;
}
/** The owner has no membership record (as in Misskey). */
export interface ChatMembershipRec {
  id: string;
  createdAt: number;
  roomId: string;
  userId: string;
  isMuted: boolean;
}
export interface ChatInvitationRec {
  id: string;
  createdAt: number;
  roomId: string;
  userId: string;
  ignored: boolean;
}
/** `userId` may chat with `otherId` whatever `otherId`'s chat scope (set by sending a first message). */
export interface ChatApprovalRec {
  id: string;
  userId: string;
  otherId: string;
}

export interface ChatDb {
  messages: ChatMessageRec[];
  rooms: ChatRoomRec[];
  memberships: ChatMembershipRec[];
  invitations: ChatInvitationRec[];
  approvals: ChatApprovalRec[];
  /** Per user, the conversations with unread messages: `user:<id>` / `room:<id>` (Misskey keeps these in Redis). */
  unread: Record<string, string[]>;
}
