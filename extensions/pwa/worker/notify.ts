import { interpolate } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { pushMessages as m } from '../pushMessages';
import { acctOf, nameOf, obj, str } from './payload';
import type { Obj, PushData } from './payload';

/** Translated texts by message id, as the page last sent them. */
export type Texts = Readonly<Record<string, string>>;

/** The buttons a notification may carry (the worker carries them out: worker/actions.ts). */
export type PushActionId = 'reply' | 'renote' | 'followBack' | 'accept' | 'reject' | 'markAllRead';

/** What a click or a button needs: where to go, as whom, and the note or person it is about. */
export interface PushTarget {
  /** The Kite path a click opens, for the account `userId`. */
  path: string;
  userId: string;
  noteId?: string;
  /** The person who followed or asked to follow. */
  otherUserId?: string;
}

/** What the worker passes to `showNotification`, and where a click leads. */
export interface PushView {
  title: string;
  body: string;
  icon: string;
  tag: string;
  actions: { action: PushActionId; title: string }[];
  data: PushTarget;
}

const ACTION_TEXT: Record<PushActionId, MessageKey> = {
  reply: m.actionReply,
  renote: m.actionRenote,
  followBack: m.actionFollowBack,
  accept: m.actionAccept,
  reject: m.actionReject,
  markAllRead: m.actionMarkAllRead,
};

/** The icon when the notification has no person's avatar, and the monochrome status-bar badge. */
export const APP_ICON = '/icons/kite-192.png';
export const BADGE_ICON = '/icons/kite-badge.png';

/** A push older than a day is stale news: not shown (Misskey's worker drops these too). */
export const PUSH_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The text of a note for a notification's body: its content warning rather than its hidden text. */
function noteText(note: Obj | null, texts: Texts): string {
  if (!note) return '';
  const cw = str(note, 'cw');
  if (cw != null) return cw;
  const text = str(note, 'text') ?? '';
  const files = Array.isArray(note.files) ? note.files.length : 0;
  return files > 0 ? `${text} ${say(texts, m.pushFiles, { count: files })}`.trim() : text;
}

function say(texts: Texts, key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  return interpolate(texts[key.id] ?? key.en, params);
}

const notePath = (note: Obj | null) => (str(note, 'id') ? `/notes/${str(note, 'id')}` : '/my/notifications');
const userPath = (user: Obj | null) => (acctOf(user) ? `/@${acctOf(user)}` : '/my/notifications');

/** A notification before the account's part is added. */
interface Draft {
  title: string;
  body: string;
  tag: string;
  path: string;
  avatar: string | null;
  actions?: PushActionId[];
  noteId?: string;
  otherUserId?: string;
}

/** Notes the account may renote from a notification (Misskey's worker offers it for public and home notes). */
function renotable(note: Obj | null): boolean {
  const v = str(note, 'visibility');
  return v === 'public' || v === 'home';
}

/** One Misskey notification, as the person sees it: who did what, to which note, and where a click goes. */
function forNotification(n: Obj, texts: Texts): Draft {
  const user = obj(n, 'user');
  const note = obj(n, 'note');
  const who = { user: nameOf(user) };
  const avatar = str(user, 'avatarUrl');
  const id = str(n, 'id') ?? String(Date.now());
  const noteId = str(note, 'id') ?? undefined;
  const onNote = (key: MessageKey, params: Readonly<Record<string, string>> = who): Draft => ({
    title: say(texts, key, params),
    body: noteText(note, texts),
    // Every event on one note replaces the last one's notification instead of piling up.
    tag: `note:${noteId ?? id}`,
    path: notePath(note),
    avatar,
    noteId,
    actions: ['markAllRead'],
  });
  // Someone wrote to or about the account: answer it, or pass it on.
  const talk = (key: MessageKey): Draft => ({ ...onNote(key), actions: renotable(note) ? ['reply', 'renote'] : ['reply'] });
  const onUser = (key: MessageKey, tag: string, path = userPath(user)): Draft => ({
    title: say(texts, key, who),
    body: acctOf(user) ? `@${acctOf(user)}` : '',
    tag: `${tag}:${str(user, 'id') ?? id}`,
    path,
    avatar,
    otherUserId: str(user, 'id') ?? str(n, 'userId') ?? undefined,
    actions: ['markAllRead'],
  });
  const plain = (title: string, body: string, path = '/my/notifications'): Draft => ({
    title,
    body,
    tag: `notification:${id}`,
    path,
    avatar: null,
    actions: ['markAllRead'],
  });
  switch (str(n, 'type')) {
    case 'note':
      return talk(m.pushNote);
    case 'mention':
      return talk(m.pushMention);
    case 'reply':
      return talk(m.pushReply);
    case 'renote':
      return onNote(m.pushRenote);
    case 'quote':
      return talk(m.pushQuote);
    case 'reaction':
      return { ...onNote(m.pushReaction, { ...who, reaction: str(n, 'reaction') ?? '' }), tag: `reaction:${str(note, 'id') ?? id}` };
    case 'pollEnded':
      return { ...onNote(m.pushPollEnded), tag: `poll:${str(note, 'id') ?? id}` };
    case 'follow':
      return { ...onUser(m.pushFollow, 'follow'), actions: ['followBack', 'markAllRead'] };
    case 'receiveFollowRequest':
      return { ...onUser(m.pushFollowRequest, 'followRequest', '/my/follow-requests'), actions: ['accept', 'reject'] };
    case 'followRequestAccepted':
      return onUser(m.pushFollowAccepted, 'followAccepted');
    case 'chatRoomInvitationReceived':
      return onUser(m.pushChatInvite, 'chatInvite', '/chat');
    case 'achievementEarned':
      return plain(say(texts, m.pushAchievement), str(n, 'achievement') ?? '', '/my/achievements');
    case 'roleAssigned':
      return plain(say(texts, m.pushRoleAssigned, { role: str(obj(n, 'role'), 'name') ?? '' }), '');
    case 'login':
      return plain(say(texts, m.pushLogin), '', '/settings/security');
    case 'createToken':
      return plain(say(texts, m.pushToken), '', '/settings/apps');
    case 'exportCompleted':
      return plain(say(texts, m.pushExport), '', '/my/drive');
    case 'test':
      return plain(say(texts, m.pushTest), '');
    case 'app':
      return { ...plain(str(n, 'header') ?? say(texts, m.pushOther), str(n, 'body') ?? ''), avatar: str(n, 'icon') };
    default:
      return plain(say(texts, m.pushOther), '');
  }
}

/** The notification to show for a push, or null when the push shows none (stale, read-all, unknown). */
export function pushView(data: PushData, texts: Texts, now = Date.now()): PushView | null {
  if (now - data.dateTime > PUSH_MAX_AGE_MS) return null;
  const body = data.body;
  let view: Draft | null = null;
  if (data.type === 'notification' && body) view = forNotification(body, texts);
  if (data.type === 'unreadAntennaNote' && body) {
    const antenna = obj(body, 'antenna');
    const note = obj(body, 'note');
    view = {
      title: say(texts, m.pushAntenna, { antenna: str(antenna, 'name') ?? '' }),
      body: `${nameOf(obj(note, 'user'))}: ${noteText(note, texts)}`,
      tag: `antenna:${str(antenna, 'id') ?? ''}`,
      path: str(antenna, 'id') ? `/timeline/antenna/${str(antenna, 'id')}` : '/my/antennas',
      avatar: str(obj(note, 'user'), 'avatarUrl'),
    };
  }
  if (data.type === 'newChatMessage' && body) {
    const from = obj(body, 'fromUser');
    const roomId = str(body, 'toRoomId');
    view = {
      title: say(texts, m.pushChatMessage, { user: nameOf(from) }),
      body: str(body, 'text') ?? '',
      tag: roomId ? `chat:room:${roomId}` : `chat:user:${str(body, 'fromUserId') ?? ''}`,
      path: roomId ? `/chat/room/${roomId}` : `/chat/user/${str(body, 'fromUserId') ?? ''}`,
      avatar: str(from, 'avatarUrl'),
    };
  }
  if (!view) return null;
  return {
    title: view.title,
    body: view.body,
    icon: view.avatar ?? APP_ICON,
    // Per account: two accounts' notifications about one note stay apart.
    tag: `${data.userId}:${view.tag}`,
    actions: (view.actions ?? []).map((action) => ({ action, title: say(texts, ACTION_TEXT[action]) })),
    data: {
      path: view.path,
      userId: data.userId,
      ...(view.noteId ? { noteId: view.noteId } : {}),
      ...(view.otherUserId ? { otherUserId: view.otherUserId } : {}),
    },
  };
}
