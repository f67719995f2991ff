import { useEffect, useEffectEvent, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, useService, useT, acctOf, plainName, UserName } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { useUser } from './useUser';
import { UserRow } from './UserRow';
import { userMessages as m } from './messages';
import './users.css';

type Kind = 'following' | 'followers';

function FollowList({ user, kind }: { user: entities.UserDetailed; kind: Kind }) {
  const t = useT();
  const api = useService(Api);
  const [rows, setRows] = useState<entities.UserLite[] | null>(null);
  const [ids, setIds] = useState<string[]>([]);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const page = async (untilId?: string) => {
    if (kind === 'following') {
      const r = await api.request('users/following', { userId: user.id, limit: 30, untilId });
      return { users: r.flatMap((f) => (f.followee ? [f.followee] : [])), ids: r.map((f) => f.id) };
    }
    const r = await api.request('users/followers', { userId: user.id, limit: 30, untilId });
    return { users: r.flatMap((f) => (f.follower ? [f.follower] : [])), ids: r.map((f) => f.id) };
  };
  // The list is keyed by user and kind (see below), so the first page loads once per mount.
  const firstPage = useEffectEvent(() => page());
  useEffect(() => {
    firstPage().then((p) => {
      setRows(p.users);
      setIds(p.ids);
      setMore(p.ids.length >= 30);
    }, setError);
  }, []);
  const loadMore = () => {
    page(ids.at(-1)).then((p) => {
      setRows((c) => [...(c ?? []), ...p.users]);
      setIds((c) => [...c, ...p.ids]);
      setMore(p.ids.length >= 30);
    }, setError);
  };
  if (error && !rows) return <ResultScreen kind="error" title={t(m.failed)} />;
  if (!rows) return <Loading />;
  if (rows.length === 0) return <ResultScreen kind="empty" title={t(m.noUsers)} />;
  return (
    <>
      <ul className="kite-users-list" aria-label={t(kind === 'following' ? m.followingOf : m.followersOf, { name: plainName(user) })}>
        {rows.map((u) => (
          <li key={u.id}>
            <UserRow user={u} />
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className="kite-button kite-users-more" onClick={loadMore}>
          {t(m.loadMore)}
        </button>
      )}
    </>
  );
}

/** /@:acct/following and /@:acct/followers. */
function FollowListPage({ params, kind }: RouteProps & { kind: Kind }) {
  const t = useT();
  const { user, error } = useUser(params.acct ?? '');
  if (error) return <ResultScreen kind="notFound" title={t(m.notFound)} />;
  if (!user) return <Loading />;
  return (
    <div className="kite-users-page">
      <PageHeader
        title={plainName(user)}
        titleNode={<UserName user={user} />}
        subtitle={`${acctOf(user)} · ${t(kind === 'following' ? m.following : m.followers)}`}
        avatarUrl={user.avatarUrl}
      />
      <FollowList key={`${user.id}\n${kind}`} user={user} kind={kind} />
    </div>
  );
}

export function FollowingPage(props: RouteProps) {
  return <FollowListPage {...props} kind="following" />;
}
export function FollowersPage(props: RouteProps) {
  return <FollowListPage {...props} kind="followers" />;
}
