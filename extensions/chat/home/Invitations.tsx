import type { entities } from 'misskey-js';
import { Api, Loading, Navigation, ResultScreen, isApiError, useService, useT, plainName } from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { chatMessages as m } from '../messages';

/** Room invitations received: join (then open the room) or ignore. */
export function Invitations({ readOnly }: { readOnly: boolean }) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const loaded = useLoad('invitations', () => api.request('chat/rooms/invitations/inbox', { limit: 100 }));
  const items = loaded.data;

  const act = async (inv: entities.ChatRoomInvitation, join: boolean) => {
    try {
      await api.requestWithUi(join ? 'chat/rooms/join' : 'chat/rooms/invitations/ignore', { roomId: inv.roomId });
      if (join) nav.push(`/chat/room/${inv.roomId}`);
      else loaded.update((cur) => (cur ?? []).filter((x) => x.id !== inv.id));
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };

  if (loaded.error && !items) return <ResultScreen kind="error" title={t(m.failed)} onRetry={loaded.reload} />;
  if (!items) return <Loading />;
  if (items.length === 0) return <ResultScreen kind="empty" title={t(m.noInvitations)} />;
  return (
    <ul className="kite-chat-list" aria-label={t(m.invitations)}>
      {items.map((inv) => (
        <li key={inv.id} className="kite-chat-row">
          <span className="kite-chat-row-main">
            <span className="kite-chat-row-title">{inv.room.name}</span>
            <span className="kite-chat-row-preview">{t(m.invitedBy, { name: plainName(inv.room.owner) })}</span>
          </span>
          <span className="kite-chat-actions">
            <Button variant="primary" disabled={readOnly} onClick={() => void act(inv, true)}>
              {t(m.join)}
            </Button>
            <Button disabled={readOnly} onClick={() => void act(inv, false)}>
              {t(m.ignore)}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
