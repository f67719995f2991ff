import { I18n, useService, useT } from '@kite/sdk';
import type { Endpoints, entities } from 'misskey-js';
import { usersMessages as m } from './messages';

type Info = Endpoints['admin/show-user']['res'];

/** The facts staff look at first: state, email, dates and counts. */
export function UserFacts({ user, info }: { user: entities.UserDetailed; info: Info }) {
  const t = useT();
  const i18n = useService(I18n);
  const badges = [
    info.isSuspended && t(m.suspended),
    info.isSilenced && t(m.silenced),
    info.isModerator && t(m.moderator),
    info.roles.some((r) => r.isAdministrator) && t(m.admin),
  ].filter((b): b is string => typeof b === 'string');
  return (
    <dl className="kite-admin-file-facts">
      <dt>{t(m.state)}</dt>
      <dd>{badges.length ? badges.join(' · ') : t(m.stateAvailable)}</dd>
      <dt>{t(m.email)}</dt>
      <dd>{info.email ?? t(m.none)}</dd>
      <dt>{t(m.registeredAt)}</dt>
      <dd>{i18n.formatDate(new Date(user.createdAt))}</dd>
      <dt>{t(m.lastActiveAt)}</dt>
      <dd>{info.lastActiveDate ? i18n.formatDate(new Date(info.lastActiveDate)) : t(m.none)}</dd>
      <dt>{t(m.notes)}</dt>
      <dd>{user.notesCount}</dd>
      <dt>{t(m.followers)}</dt>
      <dd>{user.followersCount}</dd>
      <dt>{t(m.following)}</dt>
      <dd>{user.followingCount}</dd>
    </dl>
  );
}
