import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Navigation, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import { chatMessages as m } from '../messages';

/** The owner renames, describes or deletes the room; a member mutes its notifications. */
export function RoomSettings({
  room,
  owner,
  readOnly,
  onChange,
}: {
  room: entities.ChatRoom;
  owner: boolean;
  readOnly: boolean;
  onChange: (room: entities.ChatRoom) => void;
}) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const nav = useService(Navigation);
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description);
  const [status, setStatus] = useState<string | null>(null);
  const [muted, setMuted] = useState(Boolean(room.isMuted));
  const nameId = useId();
  const descId = useId();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      onChange(await api.requestWithUi('chat/rooms/update', { roomId: room.id, name, description }));
      setStatus(t(m.saved));
    } catch (err) {
      if (!isApiError(err)) throw err;
    }
  };
  const remove = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.deleteRoomConfirm, { name: room.name }) }))) return;
    try {
      await api.requestWithUi('chat/rooms/delete', { roomId: room.id });
      nav.push('/chat');
    } catch (err) {
      if (!isApiError(err)) throw err;
    }
  };
  const mute = async (value: boolean) => {
    try {
      await api.requestWithUi('chat/rooms/mute', { roomId: room.id, mute: value });
      setMuted(value);
    } catch (err) {
      if (!isApiError(err)) throw err;
    }
  };

  if (!owner) {
    return (
      <section className="kite-chat-section" aria-label={t(m.settings)}>
        <label className="kite-chat-check">
          <input type="checkbox" checked={muted} disabled={readOnly} onChange={(e) => void mute(e.target.checked)} /> {t(m.mute)}
        </label>
      </section>
    );
  }
  return (
    <section className="kite-chat-section" aria-label={t(m.settings)}>
      <form className="kite-chat-form" onSubmit={(e) => void save(e)}>
        <label htmlFor={nameId}>{t(m.roomName)}</label>
        <input
          id={nameId}
          className="kite-input"
          value={name}
          required
          minLength={1}
          maxLength={256}
          disabled={readOnly}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={descId}>{t(m.roomDescription)}</label>
        <textarea
          id={descId}
          className="kite-input"
          value={description}
          maxLength={1024}
          disabled={readOnly}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="kite-chat-actions">
          <button type="submit" className="kite-button kite-button-primary" disabled={readOnly || !name.trim()}>
            {t(m.save)}
          </button>
          {status && <span role="status">{status}</span>}
        </div>
      </form>
      <div className="kite-chat-actions">
        <button type="button" className="kite-button kite-chat-danger" disabled={readOnly} onClick={() => void remove()}>
          {t(m.deleteRoom)}
        </button>
      </div>
    </section>
  );
}
