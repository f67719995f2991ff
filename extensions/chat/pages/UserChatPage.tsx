import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, isApiError, useService, useT, acctOf } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { ChatGate } from './ChatGate';
import { ConversationView } from '../conversation/ConversationView';
import { chatMessages as m } from '../messages';

/** /chat/user/:userId: the conversation with one user. */
export default function UserChatPage({ params }: RouteProps) {
  const userId = params.userId ?? '';
  return <ChatGate>{(me, readOnly) => <UserChat key={userId} userId={userId} me={me} readOnly={readOnly} />}</ChatGate>;
}

function UserChat({ userId, me, readOnly }: { userId: string; me: entities.MeDetailed; readOnly: boolean }) {
  const t = useT();
  const api = useService(Api);
  const { data: user, error, reload } = useLoad(userId, () => api.request('users/show', { userId }));

  if (error) {
    const missing = isApiError(error) && error.code === 'NO_SUCH_USER';
    return (
      <div className="kite-chat-page">
        <PageHeader title={t(m.chat)} icon="messages" />
        {missing ? (
          <ResultScreen kind="notFound" title={t(m.noSuchUser)} />
        ) : (
          <ResultScreen kind="error" title={t(m.failed)} onRetry={reload} />
        )}
      </div>
    );
  }
  if (!user) return <Loading />;
  const name = user.name ?? user.username;
  return (
    <div className="kite-chat-page">
      <PageHeader title={t(m.chatWith, { name })} subtitle={acctOf(user)} avatarUrl={user.avatarUrl} icon="messages" />
      <ConversationView target={{ kind: 'user', id: user.id }} me={me} readOnly={readOnly} other={user} />
    </div>
  );
}
