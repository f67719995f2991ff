import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { MessageRow } from './MessageRow';
import { chatMessages as m } from '../messages';

/**
 * The latest message of each conversation (users and rooms together, newest first), unread ones
 * marked; `limit` conversations of each kind, `compact` without the empty page's picture (the chat
 * widget asks for both); fetched again every `refreshEvery` ms while the tab is visible (the deck column).
 */
export function History({
  me,
  limit = 100,
  compact = false,
  refreshEvery,
}: {
  me: entities.MeDetailed;
  limit?: number;
  compact?: boolean;
  refreshEvery?: number;
}) {
  const t = useT();
  const api = useService(Api);
  const {
    data: items,
    error,
    reload,
  } = useLoad(
    `history:${limit}`,
    async () => {
      const [users, rooms] = await Promise.all([
        api.request('chat/history', { limit }),
        api.request('chat/history', { limit, room: true }),
      ]);
      return [...users, ...rooms].sort((a, b) => (a.id < b.id ? 1 : -1)).slice(0, limit);
    },
    { every: refreshEvery },
  );

  if (error && !items) return <ResultScreen kind="error" title={t(m.failed)} onRetry={reload} />;
  if (!items) return <Loading />;
  if (items.length === 0)
    return compact ? <p className="kite-chat-empty-line">{t(m.noHistory)}</p> : <ResultScreen kind="empty" title={t(m.noHistory)} />;
  return (
    <ul className="kite-chat-list" aria-label={t(m.history)}>
      {items.map((msg) => (
        <MessageRow key={msg.id} msg={msg} meId={me.id} unread={msg.isRead === false} />
      ))}
    </ul>
  );
}
