import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, isApiError, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { ChatGate } from './ChatGate';
import { ConversationView } from '../conversation/ConversationView';
import { RoomMembers } from '../room/RoomMembers';
import { RoomSettings } from '../room/RoomSettings';
import { chatMessages as m } from '../messages';

/** /chat/room/:roomId: the room's conversation, its members (invite, leave) and, for the owner, its settings. */
export default function RoomChatPage({ params }: RouteProps) {
  const roomId = params.roomId ?? '';
  return <ChatGate>{(me, readOnly) => <Room key={roomId} roomId={roomId} me={me} readOnly={readOnly} />}</ChatGate>;
}

type Tab = 'chat' | 'members' | 'settings';

function Room({ roomId, me, readOnly }: { roomId: string; me: entities.MeDetailed; readOnly: boolean }) {
  const t = useT();
  const api = useService(Api);
  const { data: room, error, reload, update } = useLoad(roomId, () => api.request('chat/rooms/show', { roomId }));
  const [tab, setTab] = useState<Tab>('chat');

  if (error) {
    const missing = isApiError(error) && error.code === 'NO_SUCH_ROOM';
    return (
      <div className="kite-chat-page">
        <PageHeader title={t(m.chat)} icon="messages" />
        {missing ? (
          <ResultScreen kind="notFound" title={t(m.noSuchRoom)} />
        ) : (
          <ResultScreen kind="error" title={t(m.failed)} onRetry={reload} />
        )}
      </div>
    );
  }
  if (!room) return <Loading />;
  const owner = room.ownerId === me.id;
  const tabs = [
    { key: 'chat', title: t(m.chat), icon: 'messages' as const },
    { key: 'members', title: t(m.members), icon: 'users' as const },
    { key: 'settings', title: t(m.settings), icon: 'settings' as const },
  ];
  return (
    <div className="kite-chat-page">
      <PageHeader
        title={room.name}
        subtitle={room.description || undefined}
        icon="messages"
        tabs={tabs}
        tab={tab}
        onTabChange={(k) => setTab(k as Tab)}
      />
      {tab === 'chat' && <ConversationView target={{ kind: 'room', id: room.id }} me={me} readOnly={readOnly} />}
      {tab === 'members' && <RoomMembers room={room} owner={owner} readOnly={readOnly} />}
      {tab === 'settings' && <RoomSettings room={room} owner={owner} readOnly={readOnly} onChange={(next) => update(() => next)} />}
    </div>
  );
}
