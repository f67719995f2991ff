import { useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Navigation, NoteFeed, ResultScreen, Link, UserName, useService, useT, useViewer, acctOf } from '@kite/sdk';
import { PageHeader, Deferred } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { Button, fieldsClass, NoteFeedList } from '@kite/sdk/kit';
import { searchMessages as m } from './messages';
import './search.css';

type Type = 'note' | 'user';
type Origin = 'combined' | 'local' | 'remote';

/** notes/search with the query's filters; the author is resolved from username/host when no userId is given. */
function NoteResults({
  q,
  userId,
  username,
  host,
  channelId,
  origin,
}: {
  q: string;
  userId?: string;
  username?: string;
  host?: string;
  channelId?: string;
  origin: Origin;
}) {
  const t = useT();
  const api = useService(Api);
  const feed = useMemo(
    () =>
      new NoteFeed<entities.Note>(async (p) => {
        let uid = userId;
        if (!uid && username) uid = (await api.request('users/show', { username, host: host ?? null })).id;
        // A host narrows to that server's notes ('.' is this server); with an author the host belongs to the author.
        const hostParam = username ? undefined : (host ?? (origin === 'local' ? '.' : undefined));
        return api.request('notes/search', {
          query: q,
          limit: p.limit,
          untilId: p.untilId,
          userId: uid ?? null,
          channelId: channelId ?? null,
          ...(hostParam ? { host: hostParam } : {}),
        });
      }),
    [api, q, userId, username, host, channelId, origin],
  );
  return (
    <NoteFeedList
      feed={feed}
      restoreKey={`search:${q}:${userId ?? username ?? ''}:${host ?? ''}:${origin}`}
      label={t(m.results, { q })}
      emptyText={t(m.noResults)}
    />
  );
}

function UserResults({ q, origin }: { q: string; origin: Origin }) {
  const t = useT();
  const api = useService(Api);
  const load = async () => {
    const found = await api.request('users/search', { query: q, origin, limit: 30, detail: true });
    return found.flatMap((u) => ('followersCount' in u ? [u] : []));
  };
  return (
    <Deferred load={load} deps={[q, origin]}>
      {(users) =>
        users.length === 0 ? (
          <ResultScreen kind="empty" title={t(m.noResults)} />
        ) : (
          <ul className="kite-search-users" aria-label={t(m.results, { q })}>
            {users.map((u) => {
              const acct = acctOf(u);
              return (
                <li key={u.id}>
                  <Link to={`/${acct}`} userPreview={u.id}>
                    <UserName user={u} />
                  </Link>
                  <span className="kite-search-acct">{acct}</span>
                </li>
              );
            })}
          </ul>
        )
      }
    </Deferred>
  );
}

/** /search?q=&type=&userId=&username=&host=&channel=&origin= — notes and users, each only when the role allows it (spec 3 §5). */
export default function SearchPage({ query }: RouteProps) {
  const t = useT();
  const nav = useService(Navigation);
  const me = useViewer().me;
  const policies = me?.policies;
  const canNotes = Boolean(policies?.canSearchNotes);
  const canUsers = Boolean(policies?.canSearchUsers);
  const type: Type = query.type === 'user' ? 'user' : 'note';
  const origin: Origin = query.origin === 'local' || query.origin === 'remote' ? query.origin : 'combined';
  const q = query.q ?? '';
  // What is typed, for the query it was typed over: a new query in the address (back, a link) shows that query.
  const [typed, setText] = useState({ q, value: q });
  const text = typed.q === q ? typed.value : q;
  const [user, setUser] = useState(query.username ? `@${query.username}${query.host ? `@${query.host}` : ''}` : '');
  const go = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    const merged: Record<string, string | undefined> = { ...query, ...patch };
    for (const [k, v] of Object.entries(merged)) if (v) next.set(k, v);
    nav.push(`/search?${next.toString()}`);
  };
  const submit = () => {
    const acct = /^@?([\w.-]+)(?:@([\w.-]+))?$/.exec(user.trim());
    go({
      q: text.trim() || undefined,
      username: acct?.[1],
      host: acct?.[2] ?? (acct ? undefined : query.host),
      userId: acct ? undefined : query.userId,
    });
  };
  const allowed = type === 'note' ? canNotes : canUsers;
  return (
    <div className="kite-search-page">
      <PageHeader
        title={t(m.title)}
        icon="search"
        tabs={[
          { key: 'note', title: t(m.notes) },
          { key: 'user', title: t(m.users) },
        ]}
        tab={type}
        onTabChange={(k) => go({ type: k })}
      />
      <form
        className={`kite-search-form ${fieldsClass}`}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label>
          <span>{t(m.query)}</span>
          <input type="search" value={text} onChange={(e) => setText({ q, value: e.target.value })} />
        </label>
        {type === 'note' && (
          <label>
            <span>{t(m.user)}</span>
            <input value={user} onChange={(e) => setUser(e.target.value)} />
          </label>
        )}
        <label>
          <span>{t(m.origin)}</span>
          <select value={origin} onChange={(e) => go({ origin: e.target.value === 'combined' ? undefined : e.target.value })}>
            <option value="combined">{t(m.originCombined)}</option>
            <option value="local">{t(m.originLocal)}</option>
            {/* notes/search narrows by host only: "remote" is a users/search origin. */}
            {type === 'user' && <option value="remote">{t(m.originRemote)}</option>}
          </select>
        </label>
        <Button variant="primary" type="submit">
          {t(m.submit)}
        </Button>
      </form>
      {query.channel && <p className="kite-search-filter">{t(m.channelFilter, { id: query.channel })}</p>}
      <div role="tabpanel">
        {!allowed ? (
          <ResultScreen kind="empty" title={t(type === 'note' ? m.noNotePermission : m.noUserPermission)} />
        ) : !q ? (
          <ResultScreen kind="empty" title={t(m.enterQuery)} />
        ) : type === 'note' ? (
          <NoteResults q={q} userId={query.userId} username={query.username} host={query.host} channelId={query.channel} origin={origin} />
        ) : (
          <UserResults q={q} origin={origin} />
        )}
      </div>
    </div>
  );
}
