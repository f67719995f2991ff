import type { entities } from 'misskey-js';
import { Api, Link, Loading, ResultScreen, UserName, isApiError, useService, useT, plainName } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { ChatGate } from './ChatGate';
import { ChatAvatar, ChatFile, ChatText, ChatTime, ReactionGlyph } from '../conversation/parts';
import { conversationOf } from '../home/MessageRow';
import { chatMessages as m } from '../messages';

/** /chat/messages/:messageId: one message, with a link to its conversation. */
export default function MessagePage({ params }: RouteProps) {
  const id = params.messageId ?? '';
  return <ChatGate>{(me) => <Message key={id} id={id} me={me} />}</ChatGate>;
}

function Message({ id, me }: { id: string; me: entities.MeDetailed }) {
  const t = useT();
  const api = useService(Api);
  const { data: msg, error, reload } = useLoad(id, () => api.request('chat/messages/show', { messageId: id }));

  let body;
  if (error) {
    body =
      isApiError(error) && error.code === 'NO_SUCH_MESSAGE' ? (
        <ResultScreen kind="notFound" title={t(m.noSuchMessage)} />
      ) : (
        <ResultScreen kind="error" title={t(m.failed)} onRetry={reload} />
      );
  } else if (!msg) {
    body = <Loading />;
  } else {
    const c = conversationOf(msg, me.id);
    body = (
      <article className="kite-chat-single">
        <header className="kite-chat-row">
          <ChatAvatar user={msg.fromUser} label={plainName(msg.fromUser)} />
          <span className="kite-chat-row-main">
            <span className="kite-chat-row-title">
              <UserName user={msg.fromUser} />
            </span>
            <span className="kite-chat-dim">
              {msg.toRoomId ? t(m.messageIn, { room: c.title }) : t(m.messageTo, { name: msg.toUser ? plainName(msg.toUser) : '' })}
            </span>
          </span>
          <span className="kite-chat-dim">
            <ChatTime time={msg.createdAt} />
          </span>
        </header>
        {msg.text && (
          <div className="kite-chat-text">
            <ChatText text={msg.text} author={msg.fromUser} />
          </div>
        )}
        {msg.file && <ChatFile file={msg.file} />}
        {msg.reactions.length > 0 && (
          <p className="kite-chat-reactions-plain">
            {msg.reactions.map((r, i) => (
              <span key={i} title={plainName(r.user)}>
                <ReactionGlyph reaction={r.reaction} />
              </span>
            ))}
          </p>
        )}
        <Link to={c.path} className="kite-button">
          {t(m.openConversation)}
        </Link>
      </article>
    );
  }
  return (
    <div className="kite-chat-page">
      <PageHeader title={t(m.chat)} icon="messages" />
      {body}
    </div>
  );
}
