import { useState } from 'react';
import { Api, isApiError, useService, useT } from '@kite/sdk';
import { Frame, UserLink } from './Frame';
import type { NotificationOf } from '../types';
import { notificationMessages as m } from '../messages';

export function FollowNotification({ notification: n }: { notification: NotificationOf<'follow'> }) {
  const t = useT();
  return (
    <Frame
      n={n}
      icon="userPlus"
      tone="follow"
      user={n.user}
      title={
        <>
          <UserLink user={n.user} /> <span className="kite-notif-what">{t(m.follow)}</span>
        </>
      }
    />
  );
}

export function FollowRequestAcceptedNotification({ notification: n }: { notification: NotificationOf<'followRequestAccepted'> }) {
  const t = useT();
  return (
    <Frame
      n={n}
      icon="check"
      tone="follow"
      user={n.user}
      title={
        <>
          <UserLink user={n.user} /> <span className="kite-notif-what">{t(m.followRequestAccepted)}</span>
        </>
      }
    >
      {n.message && <p className="kite-notif-text">{t(m.messageFrom, { message: n.message })}</p>}
    </Frame>
  );
}

type Outcome = 'idle' | 'busy' | 'accepted' | 'rejected';

/** Spec 3 §4: accept and reject until the request is handled. */
export function ReceiveFollowRequestNotification({ notification: n }: { notification: NotificationOf<'receiveFollowRequest'> }) {
  const t = useT();
  const api = useService(Api);
  const [state, setState] = useState<Outcome>('idle');
  const [error, setError] = useState<string | null>(null);
  const act = async (what: 'accept' | 'reject') => {
    setState('busy');
    setError(null);
    try {
      await api.request(what === 'accept' ? 'following/requests/accept' : 'following/requests/reject', { userId: n.user.id });
      setState(what === 'accept' ? 'accepted' : 'rejected');
    } catch (e) {
      setState('idle');
      setError(isApiError(e) ? `${e.message} (${e.id})` : String(e));
    }
  };
  return (
    <Frame
      n={n}
      icon="userPlus"
      tone="follow"
      user={n.user}
      title={
        <>
          <UserLink user={n.user} /> <span className="kite-notif-what">{t(m.receiveFollowRequest)}</span>
        </>
      }
    >
      {state === 'accepted' || state === 'rejected' ? (
        <p className="kite-notif-text" role="status">
          {t(state === 'accepted' ? m.accepted : m.rejected)}
        </p>
      ) : (
        <div className="kite-notif-buttons">
          <button type="button" className="kite-button kite-button-primary" disabled={state === 'busy'} onClick={() => void act('accept')}>
            {t(m.accept)}
          </button>
          <button type="button" className="kite-button" disabled={state === 'busy'} onClick={() => void act('reject')}>
            {t(m.reject)}
          </button>
        </div>
      )}
      {error && (
        <p className="kite-notif-error" role="alert">
          {error}
        </p>
      )}
    </Frame>
  );
}
