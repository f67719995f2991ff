import type { entities } from 'misskey-js';
import { Link, UserName, useT, plainName } from '@kite/sdk';
import { ChatAvatar, ChatTime } from '../conversation/parts';
import { chatMessages as m } from '../messages';

/** The conversation a detailed message belongs to, from the viewer's side. */
export function conversationOf(msg: entities.ChatMessage, meId: string): { path: string; title: string; user: entities.UserLite } {
  if (msg.toRoomId) return { path: `/chat/room/${msg.toRoomId}`, title: msg.toRoom?.name ?? '', user: msg.fromUser };
  const other = msg.fromUserId === meId ? (msg.toUser ?? msg.fromUser) : msg.fromUser;
  return { path: `/chat/user/${other.id}`, title: plainName(other), user: other };
}

/** A row of the history or of search results: the conversation, its last (or found) message and time. */
export function MessageRow({ msg, meId, to, unread }: { msg: entities.ChatMessage; meId: string; to?: string; unread?: boolean }) {
  const t = useT();
  const c = conversationOf(msg, meId);
  const text = msg.text ?? (msg.file ? `📎 ${t(m.file)}` : '');
  const preview = msg.fromUserId === meId ? t(m.you, { text }) : msg.toRoomId ? `${plainName(msg.fromUser)}: ${text}` : text;
  return (
    <li className={unread ? 'kite-chat-row kite-chat-row-unread' : 'kite-chat-row'}>
      <ChatAvatar user={c.user} label={plainName(c.user)} />
      <Link to={to ?? c.path} className="kite-chat-row-main kite-chat-row-link">
        <span className="kite-chat-row-title">
          {msg.toRoomId ? c.title : <UserName user={c.user} />}
          {unread && <span className="kite-chat-unread-dot" aria-label={t(m.unread)} role="img" />}
        </span>
        <span className="kite-chat-row-preview">{preview}</span>
      </Link>
      <span className="kite-chat-dim">
        <ChatTime time={msg.createdAt} />
      </span>
    </li>
  );
}
