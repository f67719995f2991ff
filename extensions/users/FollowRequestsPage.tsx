import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Accounts, Api, Loading, ResultScreen, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { UserRow } from './UserRow';
import { userMessages as m } from './messages';
import './users.css';

type Request = { id: string; follower: entities.UserLite };
type Outcome = 'accepted' | 'rejected';

/** /my/follow-requests: received follow requests, each accepted or rejected in place. */
export default function FollowRequestsPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const accounts = useOptionalService(Accounts);
  const [list, setList] = useState<Request[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<Record<string, Outcome>>({});
  const [more, setMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    api.request('following/requests/list', { limit: 30 }).then((r) => {
      setList(r);
      setMore(r.length >= 30);
    }, setError);
  }, [api, attempt]);

  const loadMore = () => {
    const last = list?.at(-1);
    if (!last) return;
    api.request('following/requests/list', { limit: 30, untilId: last.id }).then((r) => {
      setList((cur) => [...(cur ?? []), ...r]);
      setMore(r.length >= 30);
    }, setError);
  };
  const act = async (req: Request, what: Outcome) => {
    try {
      await api.requestWithUi(what === 'accepted' ? 'following/requests/accept' : 'following/requests/reject', { userId: req.follower.id });
      setDone((d) => ({ ...d, [req.id]: what }));
      void accounts?.refresh().catch(() => undefined);
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };

  return (
    <div className="kite-users-page">
      <PageHeader title={t(m.followRequests)} icon="userPlus" />
      {error && !list ? (
        <ResultScreen
          kind="error"
          title={t(m.failed)}
          onRetry={() => {
            setList(null);
            setError(null);
            setAttempt((a) => a + 1);
          }}
        />
      ) : list === null ? (
        <Loading />
      ) : list.length === 0 ? (
        <ResultScreen kind="empty" title={t(m.noFollowRequests)} />
      ) : (
        <ul className="kite-users-list" aria-label={t(m.followRequests)}>
          {list.map((req) => (
            <li key={req.id}>
              <UserRow user={req.follower}>
                {done[req.id] ? (
                  <span role="status">{t(done[req.id] === 'accepted' ? m.accepted : m.rejected)}</span>
                ) : (
                  <>
                    <button type="button" className="kite-button kite-button-primary" onClick={() => void act(req, 'accepted')}>
                      {t(m.accept)}
                    </button>
                    <button type="button" className="kite-button" onClick={() => void act(req, 'rejected')}>
                      {t(m.reject)}
                    </button>
                  </>
                )}
              </UserRow>
            </li>
          ))}
        </ul>
      )}
      {list && more && (
        <button type="button" className="kite-button kite-users-more" onClick={loadMore}>
          {t(m.loadMore)}
        </button>
      )}
    </div>
  );
}
