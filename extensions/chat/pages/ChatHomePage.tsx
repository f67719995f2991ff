import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Navigation, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, RouteProps } from '@kite/sdk';
import { ChatGate } from './ChatGate';
import { History } from '../home/History';
import { Rooms } from '../home/Rooms';
import { Invitations } from '../home/Invitations';
import { Search } from '../home/Search';
import { findUser } from '../users';
import { chatMessages as m } from '../messages';

/** The chat widget loads with this page (see index.ts). */
export { default as ChatWidget, chatWidgetForm } from '../widget/ChatWidget';
export { default as ChatColumn } from '../deck/ChatColumn';

type Tab = 'history' | 'rooms' | 'invitations' | 'search';

/** /chat: conversation history, rooms, invitations and search; start a chat or create a room. */
export default function ChatHomePage({ query }: RouteProps) {
  return <ChatGate>{(me, readOnly) => <Home me={me} readOnly={readOnly} initialTab={query.tab} />}</ChatGate>;
}

function Home({ me, readOnly, initialTab }: { me: entities.MeDetailed; readOnly: boolean; initialTab?: string }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const nav = useService(Navigation);
  const [tab, setTab] = useState<Tab>(
    initialTab === 'rooms' || initialTab === 'invitations' || initialTab === 'search' ? initialTab : 'history',
  );

  const startChat = async () => {
    if (!dialogs) return;
    const r = await dialogs.open<string>({
      title: t(m.startChatTitle),
      input: { placeholder: t(m.usernamePlaceholder) },
      showCancelButton: true,
    });
    if (r.canceled || !r.result) return;
    const user = await findUser(api, r.result);
    if (!user) {
      await dialogs.alert({ type: 'error', title: t(m.noSuchUser) });
      return;
    }
    nav.push(`/chat/user/${user.id}`);
  };
  const createRoom = async () => {
    if (!dialogs) return;
    const r = await dialogs.open<string>({
      title: t(m.createRoom),
      input: { placeholder: t(m.roomName), minLength: 1, maxLength: 256 },
      showCancelButton: true,
    });
    if (r.canceled || !r.result?.trim()) return;
    try {
      const room = await api.requestWithUi('chat/rooms/create', { name: r.result.trim() });
      nav.push(`/chat/room/${room.id}`);
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };
  const actions: PageAction[] = readOnly
    ? []
    : [
        { text: t(m.startChat), icon: 'message', onClick: () => void startChat() },
        { text: t(m.createRoom), icon: 'plus', onClick: () => void createRoom() },
      ];
  const tabs = [
    { key: 'history', title: t(m.history), icon: 'clock' as const },
    { key: 'rooms', title: t(m.rooms), icon: 'users' as const },
    { key: 'invitations', title: t(m.invitations), icon: 'mail' as const },
    { key: 'search', title: t(m.search), icon: 'search' as const },
  ];
  return (
    <div className="kite-chat-page">
      <PageHeader title={t(m.chat)} icon="messages" tabs={tabs} tab={tab} onTabChange={(k) => setTab(k as Tab)} actions={actions} />
      {tab === 'history' && <History me={me} />}
      {tab === 'rooms' && <Rooms />}
      {tab === 'invitations' && <Invitations readOnly={readOnly} />}
      {tab === 'search' && <Search me={me} />}
    </div>
  );
}
