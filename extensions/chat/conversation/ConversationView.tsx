import { useLayoutEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { Loading, ResultScreen, Stream, useOptionalService, useT } from '@kite/sdk';
import { useConversation, type Target } from './useConversation';
import { MessageItem } from './MessageItem';
import { Composer } from './Composer';
import { chatMessages as m } from '../messages';

/**
 * A conversation: messages oldest first (older pages on request), live arrivals, and the
 * message box — or, when the role makes chat read-only, a notice in its place.
 */
export function ConversationView({
  target,
  me,
  readOnly,
  other,
}: {
  target: Target;
  me: entities.MeDetailed;
  readOnly: boolean;
  other?: entities.UserLite | null;
}) {
  const t = useT();
  const stream = useOptionalService(Stream);
  const c = useConversation(target);
  const bottom = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const newestId = c.messages?.at(-1)?.id;

  // Keep the newest message in view as messages arrive (older pages keep the position).
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  if (c.error && !c.messages) return <ResultScreen kind="error" title={t(m.failed)} onRetry={c.retry} />;
  if (!c.messages) return <Loading />;
  const older = async () => {
    setLoadingOlder(true);
    try {
      await c.loadOlder();
    } finally {
      setLoadingOlder(false);
    }
  };
  return (
    <div className="kite-chat-conversation">
      {c.hasOlder && (
        <button type="button" className="kite-button kite-chat-older" disabled={loadingOlder} onClick={() => void older()}>
          {t(m.loadOlder)}
        </button>
      )}
      <ol className="kite-chat-messages" aria-label={t(m.chat)} aria-live="polite" aria-relevant="additions">
        {c.messages.map((msg) => (
          <MessageItem
            key={msg.id}
            message={msg}
            me={me}
            room={target.kind === 'room'}
            canWrite={!readOnly}
            other={other}
            onLocal={stream ? undefined : c.apply}
          />
        ))}
      </ol>
      <div ref={bottom} />
      {readOnly ? (
        <p className="kite-chat-readonly" role="note">
          {t(m.readOnly)}
        </p>
      ) : (
        <Composer target={target} onSent={c.added} />
      )}
    </div>
  );
}
