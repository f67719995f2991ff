import { useState } from 'react';
import type { entities } from 'misskey-js';
import {
  Api,
  Dialogs,
  Loading,
  Navigation,
  ResultScreen,
  Toasts,
  UserName,
  isApiError,
  useOptionalService,
  useService,
  useT,
  plainName,
} from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { ChatAvatar } from '../conversation/parts';
import { chatMessages as m } from '../messages';
import { findUser } from '../users';

/** A room's owner and members; the owner invites by @username, a member leaves. */
export function RoomMembers({ room, owner, readOnly }: { room: entities.ChatRoom; owner: boolean; readOnly: boolean }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const nav = useService(Navigation);
  const { data: members, error, reload } = useLoad(room.id, () => api.request('chat/rooms/members', { roomId: room.id, limit: 100 }));
  const [notice, setNotice] = useState<string | null>(null);

  const invite = async () => {
    if (!dialogs) return;
    const r = await dialogs.open<string>({
      title: t(m.inviteTitle),
      input: { placeholder: t(m.usernamePlaceholder) },
      showCancelButton: true,
    });
    if (r.canceled || !r.result) return;
    const user = await findUser(api, r.result);
    if (!user) {
      await dialogs.alert({ type: 'error', title: t(m.noSuchUser) });
      return;
    }
    try {
      await api.requestWithUi('chat/rooms/invitations/create', { roomId: room.id, userId: user.id });
      setNotice(t(m.invited, { username: user.username }));
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };
  const leave = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.leaveConfirm, { name: room.name }) }))) return;
    try {
      await api.requestWithUi('chat/rooms/leave', { roomId: room.id });
      toasts?.show(t(m.leave));
      nav.push('/chat');
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };

  if (error && !members) return <ResultScreen kind="error" title={t(m.failed)} onRetry={reload} />;
  if (!members) return <Loading />;
  const users = [room.owner, ...members.map((x) => x.user).filter((u): u is entities.UserLite => u != null)];
  return (
    <section className="kite-chat-section" aria-label={t(m.members)}>
      {notice && (
        <p role="status" className="kite-chat-notice">
          {notice}
        </p>
      )}
      <div className="kite-chat-actions">
        {owner && !readOnly && (
          <Button variant="primary" onClick={() => void invite()}>
            {t(m.invite)}
          </Button>
        )}
        {!owner && !readOnly && <Button onClick={() => void leave()}>{t(m.leave)}</Button>}
      </div>
      <ul className="kite-chat-list">
        {users.map((u) => (
          <li key={u.id} className="kite-chat-row">
            <ChatAvatar user={u} label={plainName(u)} />
            <span className="kite-chat-row-main">
              <UserName user={u} /> <span className="kite-chat-dim">@{u.username}</span>
            </span>
            {u.id === room.ownerId && <span className="kite-chat-badge">{t(m.owner)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
