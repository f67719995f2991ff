import { useCallback, useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, useService, useT } from '@kite/sdk';
import { pageMessages as m } from '../messages';

type Kind = 'mute' | 'block' | 'renoteMute';

/** One list of users (muted, blocked, renote-muted) with the button that lifts it; first 100. */
export function UserList(props: { kind: Kind; title: string }) {
  const t = useT();
  const api = useService(Api);
  const [users, setUsers] = useState<entities.UserLite[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fetchList = useCallback(
    async () =>
      props.kind === 'mute'
        ? (await api.request('mute/list', { limit: 100 })).map((x) => x.mutee)
        : props.kind === 'block'
          ? (await api.request('blocking/list', { limit: 100 })).map((x) => x.blockee)
          : (await api.request('renote-mute/list', { limit: 100 })).map((x) => x.mutee),
    [api, props.kind],
  );
  const showError = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  useEffect(() => {
    let live = true;
    fetchList().then(
      (list) => live && setUsers(list),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [fetchList]);
  const refresh = async () => {
    try {
      setUsers(await fetchList());
    } catch (e) {
      showError(e);
    }
  };

  const lift = async (userId: string) => {
    try {
      if (props.kind === 'mute') await api.request('mute/delete', { userId });
      else if (props.kind === 'block') await api.request('blocking/delete', { userId });
      else await api.request('renote-mute/delete', { userId });
      await refresh();
    } catch (e) {
      showError(e);
    }
  };

  const acct = (u: entities.UserLite) => (u.host ? `${u.username}@${u.host}` : u.username);
  const label = props.kind === 'mute' ? m.unmuteOf : props.kind === 'block' ? m.unblockOf : m.unmuteRenotesOf;
  return (
    <section aria-label={props.title}>
      <h2>{props.title}</h2>
      {error && <p role="alert">{t(m.loadFailed, { error })}</p>}
      {users === null ? (
        <p>…</p>
      ) : users.length === 0 ? (
        <p>{t(m.noUsers)}</p>
      ) : (
        <ul className="kite-settings-list">
          {users.map((u) => (
            <li key={u.id} className="kite-settings-row" data-user={acct(u)}>
              <span>
                {u.name ?? u.username} <small>@{acct(u)}</small>
              </span>
              <button type="button" className="kite-button" aria-label={t(label, { acct: acct(u) })} onClick={() => void lift(u.id)}>
                {t(props.kind === 'block' ? m.unblock : m.unmute)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
