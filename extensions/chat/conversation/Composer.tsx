import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import type { entities } from 'misskey-js';
import { Api, Drive, Icon, isApiError, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { writeOnce } from '@kite/sdk/kit';
import type { Target } from './useConversation';
import type { Message } from './model';
import { chatMessages as m } from '../messages';

/** Misskey answers a refused 1:1 message (chat scope, policy, block) as INTERNAL_ERROR with the reason in `info.e`. */
function refusedReason(e: unknown): string | null {
  if (!isApiError(e) || typeof e.info !== 'object' || e.info === null || !('e' in e.info)) return null;
  const inner = e.info.e;
  return typeof inner === 'object' && inner !== null && 'message' in inner && typeof inner.message === 'string' ? inner.message : null;
}

/**
 * The message box: text (Enter sends, Shift+Enter a new line) and one file from the drive.
 * A failed send keeps the text and file and says why.
 */
export function Composer({ target, onSent }: { target: Target; onSent: (message: Message) => void }) {
  const t = useT();
  const api = useService(Api);
  const drive = useOptionalService(Drive);
  const [text, setText] = useState('');
  const [file, setFile] = useState<entities.DriveFile | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const meId = useViewer().me?.id;
  // The first attempt of the text being sent: a retry after a lost answer looks for a message since then.
  const firstTry = useRef<{ key: string; at: number } | null>(null);
  const id = useId();

  const send = async () => {
    if (sending || (!text.trim() && !file)) return;
    setSending(true);
    setError(null);
    try {
      const body = { text: text.trim() ? text : null, ...(file ? { fileId: file.id } : {}) };
      const key = `chat:${target.kind}:${target.id}:${body.text ?? ''}:${file?.id ?? ''}`;
      if (firstTry.current?.key !== key) firstTry.current = { key, at: Date.now() };
      const since = firstTry.current.at - 60_000;
      let found: Message | undefined;
      // When the answer is lost, the conversation as the server has it tells whether the message went.
      const check = async () => {
        const newest =
          target.kind === 'user'
            ? await api.request('chat/messages/user-timeline', { userId: target.id, limit: 10 })
            : await api.request('chat/messages/room-timeline', { roomId: target.id, limit: 10 });
        found = newest.find(
          (x) =>
            x.fromUserId === meId &&
            (x.text ?? null) === body.text &&
            (x.fileId ?? null) === (file?.id ?? null) &&
            Date.parse(x.createdAt) >= since,
        );
        return found !== undefined;
      };
      const sent = await writeOnce<Message>(
        key,
        (): Promise<Message> =>
          target.kind === 'user'
            ? api.request('chat/messages/create-to-user', { toUserId: target.id, ...body })
            : api.request('chat/messages/create-to-room', { toRoomId: target.id, ...body }),
        check,
      );
      firstTry.current = null;
      setText('');
      setFile(null);
      const message = sent ?? found;
      if (message) onSent(message);
    } catch (e) {
      const reason = refusedReason(e);
      setError(
        reason?.startsWith('recipient is cannot chat') || reason === 'blocked'
          ? t(m.cannotChat)
          : `${t(m.sendFailed)}${isApiError(e) ? `: ${e.message}` : ''}`,
      );
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };
  const pick = async () => {
    if (!drive) return;
    const [picked] = await drive.pickFiles({ multiple: false });
    if (picked) setFile(picked);
  };

  return (
    <form className="kite-chat-composer" onSubmit={onSubmit}>
      {error && (
        <p className="kite-chat-error" role="alert">
          {error}
        </p>
      )}
      {file && (
        <div className="kite-chat-attached">
          <Icon icon="file" /> <span>{file.name}</span>
          <button type="button" className="kite-chat-icon-button" aria-label={t(m.removeFile)} onClick={() => setFile(null)}>
            <Icon icon="x" />
          </button>
        </div>
      )}
      <div className="kite-chat-composer-row">
        {drive && (
          <button type="button" className="kite-chat-icon-button" aria-label={t(m.attachFile)} onClick={() => void pick()}>
            <Icon icon="paperclip" />
          </button>
        )}
        <label htmlFor={id} className="kite-sr-only">
          {t(m.messageLabel)}
        </label>
        <textarea
          id={id}
          className="kite-chat-input"
          rows={1}
          maxLength={2000}
          value={text}
          placeholder={t(m.messagePlaceholder)}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="kite-button kite-button-primary" disabled={sending || (!text.trim() && !file)}>
          <Icon icon="send" /> {t(m.send)}
        </button>
      </div>
    </form>
  );
}
