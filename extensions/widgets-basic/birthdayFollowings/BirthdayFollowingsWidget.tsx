import { Api, useService, useT, useViewer } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { UserGrid } from '../shared/UserGrid';
import { todayBirthday } from './today';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The birthdays widget: people one follows whose birthday is today (checked again every hour: the day may turn). */
export default function BirthdayFollowingsWidget() {
  const t = useT();
  const api = useService(Api);
  const me = useViewer().me;
  const fetched = useFetch(
    async () =>
      me
        ? (await api.request('users/following', { userId: me.id, limit: 18, birthday: todayBirthday(new Date()) }))
            .map((f) => f.followee)
            .filter((u) => u != null)
        : [],
    me?.id ?? '',
    3600_000,
  );
  return (
    <FetchState fetched={fetched}>
      {(users) => (users.length === 0 ? <p className="kite-w-empty">{t(m.noBirthdays)}</p> : <UserGrid users={users} />)}
    </FetchState>
  );
}
