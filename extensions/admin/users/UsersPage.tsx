import { useState } from 'react';
import { Api, I18n, Link, UserName, safeHttpUrl, useService, useT, acctOf } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, Field, LoadMore, SelectRow, errorText, fieldsClass, usePagedLoad } from '@kite/sdk/kit';
import type { Endpoints, entities } from 'misskey-js';
import { usersMessages as m } from './messages';

type Req = NonNullable<Endpoints['admin/show-users']['req']>;
type Sort = NonNullable<Req['sort']>;
type UserState = NonNullable<Req['state']>;
type Origin = NonNullable<Req['origin']>;

const PAGE = 30;

/** /admin/users: every account, searched by name and host, filtered by state and origin, sorted, a page at a time. */
export default function UsersPage() {
  const t = useT();
  const api = useService(Api);
  const [sort, setSort] = useState<Sort>('+createdAt');
  const [state, setState] = useState<UserState>('all');
  const [origin, setOrigin] = useState<Origin>('local');
  const [username, setUsername] = useState('');
  const [hostname, setHostname] = useState('');
  const filters = { sort, state, origin, username: username.trim() || null, hostname: (origin !== 'local' && hostname.trim()) || null };
  // A new filter loads its first page again; "load more" appends the next one (Misskey pages by offset).
  const list = usePagedLoad(
    JSON.stringify(filters),
    (after) => api.request('admin/show-users', { ...filters, limit: PAGE, offset: after.count }),
    PAGE,
  );
  const users = list.data ?? [];

  return (
    <section className={`kite-admin-users ${fieldsClass}`}>
      <PageHeader title={t(m.users)} icon="users" />
      <div className="kite-admin-filters">
        <SelectRow
          label={t(m.sort)}
          value={sort}
          onChange={setSort}
          options={[
            { value: '+createdAt', text: t(m.sortCreatedDesc) },
            { value: '-createdAt', text: t(m.sortCreatedAsc) },
            { value: '+follower', text: t(m.sortFollowerDesc) },
            { value: '-follower', text: t(m.sortFollowerAsc) },
            { value: '+updatedAt', text: t(m.sortUpdatedDesc) },
            { value: '-updatedAt', text: t(m.sortUpdatedAsc) },
            { value: '+lastActiveDate', text: t(m.sortActiveDesc) },
            { value: '-lastActiveDate', text: t(m.sortActiveAsc) },
          ]}
        />
        <SelectRow
          label={t(m.state)}
          value={state}
          onChange={setState}
          options={[
            { value: 'all', text: t(m.stateAll) },
            { value: 'available', text: t(m.stateAvailable) },
            { value: 'alive', text: t(m.stateAlive) },
            { value: 'admin', text: t(m.stateAdmin) },
            { value: 'moderator', text: t(m.stateModerator) },
            { value: 'adminOrModerator', text: t(m.stateStaff) },
            { value: 'suspended', text: t(m.stateSuspended) },
          ]}
        />
        <SelectRow
          label={t(m.origin)}
          value={origin}
          onChange={setOrigin}
          options={[
            { value: 'combined', text: t(m.originCombined) },
            { value: 'local', text: t(m.originLocal) },
            { value: 'remote', text: t(m.originRemote) },
          ]}
        />
        <Field label={t(m.username)}>
          {(id) => <input id={id} type="search" value={username} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />}
        </Field>
        {origin !== 'local' && (
          <Field label={t(m.host)}>
            {(id) => <input id={id} type="search" value={hostname} autoComplete="off" onChange={(e) => setHostname(e.target.value)} />}
          </Field>
        )}
      </div>
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {!list.loading && !list.error && users.length === 0 && <p role="status">{t(m.noUsers)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.users)} aria-busy={list.loading}>
        {users.map((u) => (
          <li key={u.id}>
            <UserRow user={u} />
          </li>
        ))}
      </ul>
      <LoadMore paged={list} />
    </section>
  );
}

/** One account of the list: avatar, name, handle, state badges and dates, linked to its moderation page. */
export function UserRow({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const i18n = useService(I18n);
  const avatar = user.avatarUrl ? safeHttpUrl(user.avatarUrl, globalThis.location?.origin ?? 'http://localhost')?.href : undefined;
  // Staff are staff through their roles (a detailed user other than me lists them).
  const roles = 'roles' in user ? user.roles : [];
  const acct = acctOf(user);
  return (
    <Link to={`/admin/user/${user.id}`} className="kite-admin-row">
      {avatar && <img src={avatar} alt="" width={40} height={40} className="kite-admin-avatar" />}
      <span className="kite-admin-row-main">
        <span>
          <UserName user={user} /> <span className="kite-admin-muted">{acct}</span>
        </span>
        <span className="kite-admin-muted">
          {t(m.createdAt, { date: i18n.formatDate(new Date(user.createdAt), { dateStyle: 'medium' }) })}
          {'updatedAt' in user && user.updatedAt
            ? ` · ${t(m.lastActive, { date: i18n.formatDate(new Date(user.updatedAt), { dateStyle: 'medium' }) })}`
            : ''}
        </span>
      </span>
      {user.isSuspended && (
        <span className="kite-admin-badge" data-tone="warn">
          {t(m.suspended)}
        </span>
      )}
      {user.isSilenced && (
        <span className="kite-admin-badge" data-tone="warn">
          {t(m.silenced)}
        </span>
      )}
      {roles.some((r) => r.isAdministrator) ? (
        <span className="kite-admin-badge">{t(m.admin)}</span>
      ) : (
        roles.some((r) => r.isModerator) && <span className="kite-admin-badge">{t(m.moderator)}</span>
      )}
    </Link>
  );
}
