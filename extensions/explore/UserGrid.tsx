import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Loading, useT } from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { UserCard } from './UserCard';
import { exploreMessages as m } from './messages';

const PAGE = 20;

/** Users paged by offset with a "Load more" button (users, hashtags/users). */
export function UserGrid(props: {
  /** What the list shows; a new key starts over. */
  listKey: string;
  label: string;
  emptyText: string;
  load: (offset: number, limit: number) => Promise<entities.UserDetailed[]>;
  /** Whether the endpoint pages (hashtags/users does not: one page only). */
  pages?: boolean;
}) {
  const t = useT();
  const [more, setMore] = useState<{ key: string; users: entities.UserDetailed[]; done: boolean; busy: boolean }>({
    key: props.listKey,
    users: [],
    done: false,
    busy: false,
  });
  const first = useLoad(props.listKey, () => props.load(0, PAGE));
  const extra = more.key === props.listKey ? more : { key: props.listKey, users: [], done: false, busy: false };
  if (first.error) {
    return (
      <div className="kite-explore-empty" role="alert">
        {t(m.loadFailed)} <Button onClick={first.reload}>{t(m.retry)}</Button>
      </div>
    );
  }
  if (!first.data) return <Loading />;
  const users = [...first.data, ...extra.users];
  if (users.length === 0) return <p className="kite-explore-empty">{props.emptyText}</p>;
  const canMore = props.pages !== false && !extra.done && first.data.length >= PAGE;
  const loadMore = () => {
    const key = props.listKey;
    setMore({ ...extra, busy: true });
    props.load(users.length, PAGE).then(
      (next) => setMore((cur) => (cur.key === key ? { key, users: [...cur.users, ...next], done: next.length < PAGE, busy: false } : cur)),
      () => setMore((cur) => (cur.key === key ? { ...cur, busy: false } : cur)),
    );
  };
  return (
    <>
      <ul className="kite-explore-users" aria-label={props.label}>
        {users.map((u) => (
          <UserCard key={u.id} user={u} />
        ))}
      </ul>
      {canMore && (
        <Button className="kite-explore-more" disabled={extra.busy} onClick={loadMore}>
          {t(m.loadMore)}
        </Button>
      )}
    </>
  );
}
