import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, useService, useT } from '@kite/sdk';
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
  const [items, setItems] = useState<entities.ChatMessage[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    Promise.all([api.request('chat/history', { limit }), api.request('chat/history', { limit, room: true })]).then(
      ([users, rooms]) => setItems([...users, ...rooms].sort((a, b) => (a.id < b.id ? 1 : -1)).slice(0, limit)),
      setError,
    );
  }, [api, attempt, limit]);
  useEffect(() => {
    if (!refreshEvery) return;
    const timer = setInterval(() => {
      if (!document.hidden) setAttempt((a) => a + 1);
    }, refreshEvery);
    return () => clearInterval(timer);
  }, [refreshEvery]);

  if (error && !items)
    return (
      <ResultScreen
        kind="error"
        title={t(m.failed)}
        onRetry={() => {
          setError(null);
          setAttempt((a) => a + 1);
        }}
      />
    );
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
