import { useId, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { UserGrid } from './UserGrid';
import { UserCard } from './UserCard';
import { exploreMessages as m } from './messages';

type Origin = 'local' | 'remote';
type Sort = '+follower' | '+updatedAt' | '+createdAt';
const sorts: { value: Sort; label: keyof typeof m }[] = [
  { value: '+follower', label: 'sortFollowers' },
  { value: '+updatedAt', label: 'sortUpdated' },
  { value: '+createdAt', label: 'sortCreated' },
];
const isSort = (v: string): v is Sort => sorts.some((s) => s.value === v);

/** The server's pinned users (meta pinnedUsers), above this server's users. */
function PinnedUsers() {
  const t = useT();
  const api = useService(Api);
  const { data } = useLoad('pinned', () => api.request('pinned-users', {}));
  if (!data || data.length === 0) return null;
  return (
    <section aria-label={t(m.pinnedUsers)}>
      <h2 className="kite-explore-h2">{t(m.pinnedUsers)}</h2>
      <ul className="kite-explore-users">
        {data.map((u: entities.UserDetailed) => (
          <UserCard key={u.id} user={u} />
        ))}
      </ul>
    </section>
  );
}

/** Users by origin (this server / other servers) and sort. */
export function UsersTab() {
  const t = useT();
  const api = useService(Api);
  const sortId = useId();
  const [origin, setOrigin] = useState<Origin>('local');
  const [sort, setSort] = useState<Sort>('+follower');
  return (
    <div className="kite-explore-users-tab">
      <div className="kite-explore-controls">
        <div role="radiogroup" aria-label={t(m.origin)} className="kite-explore-segments">
          {(['local', 'remote'] as const).map((o) => (
            <button
              key={o}
              type="button"
              role="radio"
              aria-checked={o === origin}
              className="kite-explore-segment"
              onClick={() => setOrigin(o)}
            >
              {t(m[o])}
            </button>
          ))}
        </div>
        <label htmlFor={sortId}>{t(m.sort)}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => {
            if (isSort(e.target.value)) setSort(e.target.value);
          }}
        >
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {t(m[s.label])}
            </option>
          ))}
        </select>
      </div>
      {origin === 'local' && sort === '+follower' && <PinnedUsers />}
      <h2 className="kite-explore-h2">{t(m.userList)}</h2>
      <UserGrid
        listKey={`${origin}:${sort}`}
        label={t(m.userList)}
        emptyText={t(m.noUsers)}
        load={(offset, limit) => api.request('users', { origin, sort, state: 'all', offset, limit })}
      />
    </div>
  );
}
