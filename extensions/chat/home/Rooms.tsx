import type { entities } from 'misskey-js';
import { Api, Link, Loading, ResultScreen, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { chatMessages as m } from '../messages';

function RoomList({ rooms, label }: { rooms: entities.ChatRoom[]; label: string }) {
  return (
    <section className="kite-chat-section" aria-label={label}>
      <h2 className="kite-chat-heading">{label}</h2>
      <ul className="kite-chat-list">
        {rooms.map((r) => (
          <li key={r.id} className="kite-chat-row">
            <Link to={`/chat/room/${r.id}`} className="kite-chat-row-main kite-chat-row-link">
              <span className="kite-chat-row-title">{r.name}</span>
              {r.description && <span className="kite-chat-row-preview">{r.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rooms the viewer owns and rooms they joined. */
export function Rooms() {
  const t = useT();
  const api = useService(Api);
  const { data, error, reload } = useLoad('rooms', async () => {
    const [owned, joining] = await Promise.all([
      api.request('chat/rooms/owned', { limit: 100 }),
      api.request('chat/rooms/joining', { limit: 100 }),
    ]);
    return { owned, joined: joining.map((x) => x.room).filter((r): r is entities.ChatRoom => r != null) };
  });

  if (error && !data) return <ResultScreen kind="error" title={t(m.failed)} onRetry={reload} />;
  if (!data) return <Loading />;
  if (data.owned.length === 0 && data.joined.length === 0) return <ResultScreen kind="empty" title={t(m.noRooms)} />;
  return (
    <>
      {data.owned.length > 0 && <RoomList rooms={data.owned} label={t(m.ownedRooms)} />}
      {data.joined.length > 0 && <RoomList rooms={data.joined} label={t(m.joinedRooms)} />}
    </>
  );
}
