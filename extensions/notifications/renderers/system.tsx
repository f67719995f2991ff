import { Link, useT } from '@kite/sdk';
import { IconBadge, IconFileExport, IconTrophy } from '@tabler/icons-react';
import { Frame, UserLink } from './Frame';
import type { NotificationOf } from '../types';
import { chatInviter } from '../inviter';
import { useAchievementTitle } from './useAchievementTitle';
import { notificationMessages as m } from '../messages';

export function RoleAssignedNotification({ notification: n }: { notification: NotificationOf<'roleAssigned'> }) {
  const t = useT();
  return (
    <Frame n={n} icon={IconBadge} self image={n.role.iconUrl} title={t(m.roleAssigned)}>
      <Link to={`/roles/${n.role.id}`} className="kite-notif-text">
        {n.role.name}
      </Link>
    </Frame>
  );
}

export function AchievementEarnedNotification({ notification: n }: { notification: NotificationOf<'achievementEarned'> }) {
  const t = useT();
  const title = useAchievementTitle(n.achievement);
  return (
    <Frame n={n} icon={IconTrophy} tone="warn" self title={t(m.achievementEarned)}>
      <Link to="/my/achievements" className="kite-notif-text">
        {title}
      </Link>
    </Frame>
  );
}

export function ExportCompletedNotification({ notification: n }: { notification: NotificationOf<'exportCompleted'> }) {
  const t = useT();
  return (
    <Frame n={n} icon={IconFileExport} self title={t(m.exportCompleted)}>
      <p className="kite-notif-text">{t(m.exportOf, { entity: t(m[`entity_${n.exportedEntity}`]) })}</p>
      {n.fileId && <Link to={`/my/drive/file/${n.fileId}`}>{t(m.downloadExport)}</Link>}
    </Frame>
  );
}

export function LoginNotification({ notification: n }: { notification: NotificationOf<'login'> }) {
  const t = useT();
  return (
    <Frame n={n} icon="login" tone="warn" self title={t(m.login)}>
      <p className="kite-notif-text">{t(m.loginText)}</p>
    </Frame>
  );
}

export function CreateTokenNotification({ notification: n }: { notification: NotificationOf<'createToken'> }) {
  const t = useT();
  return (
    <Frame n={n} icon="key" tone="warn" self title={t(m.createToken)}>
      <p className="kite-notif-text">
        {t(m.createTokenText)} <Link to="/settings/apps">/settings/apps</Link>
      </p>
    </Frame>
  );
}

export function ChatInvitationNotification({ notification: n }: { notification: NotificationOf<'chatRoomInvitationReceived'> }) {
  const t = useT();
  const inv = n.invitation;
  const inviter = chatInviter(n);
  return (
    <Frame
      n={n}
      icon="messages"
      user={inviter ?? undefined}
      title={
        <>
          {inviter && <UserLink user={inviter} />} <span className="kite-notif-what">{t(m.chatRoomInvitationReceived)}</span>
        </>
      }
    >
      <p className="kite-notif-text">{t(m.chatRoomNamed, { name: inv.room?.name ?? '' })}</p>
    </Frame>
  );
}

/** App notifications (notifications/create): the app's icon, header and body, all as plain text. */
export function AppNotification({ notification: n }: { notification: NotificationOf<'app'> }) {
  const t = useT();
  return (
    <Frame n={n} icon="puzzle" image={n.icon} title={n.header ?? t(m.app)}>
      <p className="kite-notif-text">{n.body}</p>
    </Frame>
  );
}

export function TestNotification({ notification: n }: { notification: NotificationOf<'test'> }) {
  const t = useT();
  return (
    <Frame n={n} icon="bell" self title={t(m.test)}>
      <p className="kite-notif-text">{t(m.testText)}</p>
    </Frame>
  );
}
