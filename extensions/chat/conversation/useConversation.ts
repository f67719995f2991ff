import { useCallback, useEffect, useRef, useState } from 'react';
import { Accounts, Api, Stream, useOptionalService, useService } from '@kite/sdk';
import { addMessages, applyEvent, type ChatEvent, type Message } from './model';

export type Target = { kind: 'user'; id: string } | { kind: 'room'; id: string };

const PAGE = 30;

export interface Conversation {
  messages: Message[] | null;
  error: unknown;
  hasOlder: boolean;
  loadOlder(): Promise<void>;
  /** Adds a message the viewer just sent (its channel echo is merged by id). */
  added(message: Message): void;
  /** Applies an event locally (when no stream will deliver it). */
  apply(e: ChatEvent): void;
  retry(): void;
}

/**
 * A conversation with a user or in a room: the newest page of messages, older pages on
 * request, and live events from the chatUser / chatRoom channel (message, deleted, react,
 * unreact). Messages that arrive while the page is visible are marked read with the
 * channel's `read` (as Misskey's client does); after a reconnect, what was missed is fetched.
 */
export function useConversation(target: Target): Conversation {
  const api = useService(Api);
  const stream = useOptionalService(Stream);
  const accounts = useOptionalService(Accounts);
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const newest = useRef<string | null>(null);

  const fetchPage = useCallback(
    (p: { sinceId?: string; untilId?: string }): Promise<Message[]> =>
      target.kind === 'user'
        ? api.request('chat/messages/user-timeline', { userId: target.id, limit: PAGE, ...p })
        : api.request('chat/messages/room-timeline', { roomId: target.id, limit: PAGE, ...p }),
    [api, target.kind, target.id],
  );

  const apply = useCallback((e: ChatEvent) => {
    setMessages((cur) => {
      const next = applyEvent(cur ?? [], e);
      const last = next.at(-1);
      if (last) newest.current = last.id;
      return next;
    });
  }, []);

  useEffect(() => {
    let live = true;
    fetchPage({}).then(
      (page) => {
        if (!live) return;
        setMessages((cur) => addMessages(cur ?? [], page));
        setHasOlder(page.length >= PAGE);
        const top = page[0];
        if (top && (!newest.current || top.id > newest.current)) newest.current = top.id;
        // Reading the timeline marked the conversation read on the server: refresh `i` so the
        // navbar's unread dot goes when nothing else is unread.
        if (accounts?.me?.hasUnreadChatMessages) void accounts.refresh().catch(() => undefined);
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [fetchPage, attempt, accounts]);

  useEffect(() => {
    if (!stream) return;
    const conn =
      target.kind === 'user' ? stream.useChannel('chatUser', { otherId: target.id }) : stream.useChannel('chatRoom', { roomId: target.id });
    const read = (id: string) => {
      if (document.visibilityState !== 'visible') return;
      conn.send('read', { id });
    };
    conn.on('message', (message: Message) => {
      apply({ type: 'message', message });
      read(message.id);
    });
    conn.on('deleted', (id: string) => apply({ type: 'deleted', id }));
    conn.on('react', (p) => apply({ type: 'react', ...p }));
    conn.on('unreact', (p) => apply({ type: 'unreact', ...p }));
    const offReconnect = stream.onReconnect(() => {
      const since = newest.current;
      if (!since) return;
      void fetchPage({ sinceId: since }).then(
        (page) => setMessages((cur) => addMessages(cur ?? [], page)),
        () => undefined,
      );
    });
    return () => {
      offReconnect();
      conn.dispose();
    };
  }, [stream, target.kind, target.id, apply, fetchPage]);

  const loadOlder = useCallback(async () => {
    const oldest = messages?.[0];
    if (!oldest) return;
    const page = await fetchPage({ untilId: oldest.id });
    setMessages((cur) => addMessages(cur ?? [], page));
    setHasOlder(page.length >= PAGE);
  }, [fetchPage, messages]);

  const added = useCallback((message: Message) => apply({ type: 'message', message }), [apply]);
  // A retry starts over (the page is keyed by its conversation, so a new target is a new hook).
  const retry = useCallback(() => {
    setMessages(null);
    setError(null);
    newest.current = null;
    setAttempt((a) => a + 1);
  }, []);
  return { messages, error, hasOlder, loadOlder, added, apply, retry };
}
