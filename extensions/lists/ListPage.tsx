import type { entities } from 'misskey-js';
import { useState } from 'react';
import { Api, Link, ResultScreen, UserName, useService, useT, useViewer } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { listMessages as m } from './messages';
import { missing } from './missing';
import './lists.css';

type Shown = entities.UserList & { likedCount?: number; isLiked?: boolean };

/** /list/:listId: a public list — its name, its members and the like button. */
export default function ListPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const listId = params.listId ?? '';
  const load = async () => {
    const list: Shown = await api.request('users/lists/show', { listId, forPublic: true });
    const ids = list.userIds ?? [];
    const users = ids.length ? await api.request('users/show', { userIds: ids }) : [];
    return { list, users };
  };
  return (
    <Deferred load={() => load().catch(missing('NO_SUCH_LIST'))} deps={[listId]} errorText={t(m.failed)}>
      {(data) => (data ? <PublicList key={listId} {...data} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

function PublicList({ users, ...props }: { list: Shown; users: entities.UserDetailed[] }) {
  const t = useT();
  const api = useService(Api);
  const who = useViewer();
  const [list, setList] = useState(props.list);
  const toggleLike = async () => {
    await api.requestWithUi(list.isLiked ? 'users/lists/unfavorite' : 'users/lists/favorite', { listId: list.id });
    setList({ ...list, isLiked: !list.isLiked, likedCount: (list.likedCount ?? 0) + (list.isLiked ? -1 : 1) });
  };
  return (
    <div className="kite-lists-page">
      <PageHeader title={list.name} icon="list" />
      <div className="kite-lists-form">
        <span>{t(m.likes, { n: list.likedCount ?? 0 })}</span>
        {who.signedIn && (
          <button type="button" className="kite-button" aria-pressed={Boolean(list.isLiked)} onClick={() => void toggleLike()}>
            {t(list.isLiked ? m.unlike : m.like)}
          </button>
        )}
      </div>
      <ul className="kite-lists" aria-label={t(m.members)}>
        {users.map((u) => (
          <li key={u.id}>
            <Link to={`/@${u.username}${u.host ? `@${u.host}` : ''}`} userPreview={u.id}>
              <UserName user={u} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
