import { useRef } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Menus, Toasts, UserName, useOptionalService, useService, useT } from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import { groupReactions, type ChatEvent, type Message } from './model';
import { ChatAvatar, ChatFile, ChatText, ChatTime, ReactionGlyph } from './parts';
import { chatMessages as m } from '../messages';

/** The reactions offered in the message menu (Misskey's chat offers the emoji picker; these are the common ones). */
export const QUICK_REACTIONS = ['👍', '❤️', '😆', '🎉', '😮', '🙏'];

export interface MessageItemProps {
  message: Message;
  me: entities.MeDetailed;
  /** In a room: authors shown, reactions carry users. */
  room: boolean;
  /** The viewer may react and delete (chat not read-only). */
  canWrite: boolean;
  /** The other user of a 1:1 conversation (the author of messages not from the viewer). */
  other?: entities.UserLite | null;
  /** Applies an event locally when no stream will echo it. */
  onLocal?: (e: ChatEvent) => void;
}

/** One message: author (rooms), text, file, time, reactions and its menu. */
export function MessageItem({ message: msg, me, room, canWrite, other, onLocal }: MessageItemProps) {
  const t = useT();
  const api = useService(Api);
  const menus = useOptionalService(Menus);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const menuButton = useRef<HTMLButtonElement>(null);
  const mine = msg.fromUserId === me.id;
  const author = msg.fromUser ?? (mine ? me : other) ?? null;
  // In 1:1 only the recipient can react, so every reaction on a message to the viewer is theirs.
  const isMine = (r: Message['reactions'][number]) => (room ? r.user?.id === me.id : !mine);
  const groups = groupReactions(msg.reactions, me.id, isMine);
  const canReact = canWrite && !mine;

  const react = async (reaction: string, remove: boolean) => {
    await api.requestWithUi(remove ? 'chat/messages/unreact' : 'chat/messages/react', { messageId: msg.id, reaction });
    onLocal?.({ type: remove ? 'unreact' : 'react', messageId: msg.id, reaction, user: room ? me : null });
  };
  const remove = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm) }))) return;
    await api.requestWithUi('chat/messages/delete', { messageId: msg.id });
    onLocal?.({ type: 'deleted', id: msg.id });
  };
  const openMenu = () => {
    if (!menus) return;
    const items: MenuItem[] = [];
    if (canReact) {
      for (const r of QUICK_REACTIONS) items.push({ text: t(m.reactWith, { reaction: r }), action: () => react(r, false) });
      items.push({ type: 'divider' });
    }
    if (msg.text) {
      const text = msg.text;
      items.push({
        text: t(m.copyText),
        icon: 'copy',
        action: async () => {
          await navigator.clipboard.writeText(text);
          toasts?.show(t(m.copied));
        },
      });
    }
    if (mine && canWrite) items.push({ text: t(m.delete), icon: 'trash', danger: true, action: remove });
    void menus.popup(items, menuButton.current);
  };

  const name = author ? (author.name ?? author.username) : '';
  return (
    <li className={mine ? 'kite-chat-msg kite-chat-msg-mine' : 'kite-chat-msg'} data-message-id={msg.id}>
      {room && !mine && author ? <ChatAvatar user={author} label={name} /> : null}
      <div className="kite-chat-bubble">
        {room && !mine && author ? (
          <div className="kite-chat-author">
            <UserName user={author} />
          </div>
        ) : null}
        {msg.text ? (
          <div className="kite-chat-text">
            <ChatText text={msg.text} author={author} />
          </div>
        ) : null}
        {msg.file ? <ChatFile file={msg.file} /> : null}
        <div className="kite-chat-meta">
          <ChatTime time={msg.createdAt} />
          {menus && (
            <button ref={menuButton} type="button" className="kite-chat-menu-button" aria-label={t(m.messageMenu)} onClick={openMenu}>
              ⋯
            </button>
          )}
        </div>
        {groups.length > 0 && (
          <ul className="kite-chat-reactions" aria-label={t(m.react)}>
            {groups.map((g) => (
              <li key={g.reaction}>
                <button
                  type="button"
                  className={g.byMe ? 'kite-chat-reaction kite-chat-reaction-mine' : 'kite-chat-reaction'}
                  aria-pressed={g.byMe}
                  disabled={!canWrite || (!g.byMe && !canReact)}
                  title={g.users.join(', ') || undefined}
                  aria-label={t(g.byMe ? m.removeReaction : m.reactWith, { reaction: g.reaction })}
                  onClick={() => void react(g.reaction, g.byMe)}
                >
                  <ReactionGlyph reaction={g.reaction} /> <span>{g.count}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
