import { Api, useService, useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { UserGrid } from '../shared/UserGrid';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The user list widget: the members of the list chosen in its settings, as avatars, refreshed every minute. */
export default function UserListWidget(props: WidgetProps) {
  const t = useT();
  const api = useService(Api);
  const listId = typeof props.settings['listId'] === 'string' ? props.settings['listId'] : null;
  const fetched = useFetch(
    async () => {
      if (!listId) return null;
      const list = await api.request('users/lists/show', { listId });
      const users = list.userIds && list.userIds.length > 0 ? await api.request('users/show', { userIds: list.userIds.slice(0, 50) }) : [];
      return { list, users };
    },
    listId ?? '',
    60_000,
  );
  if (!listId) return <p className="kite-w-empty">{t(m.noList)}</p>;
  return (
    <FetchState fetched={fetched}>
      {(d) =>
        d &&
        (d.users.length === 0 ? (
          <p className="kite-w-empty">{t(m.nothing)}</p>
        ) : (
          <div className="kite-wuserlist" data-list={d.list.name}>
            <UserGrid users={d.users} />
          </div>
        ))
      }
    </FetchState>
  );
}
