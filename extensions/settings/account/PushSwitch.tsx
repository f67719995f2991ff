import { useEffect, useId, useState } from 'react';
import { Api, useService, useT } from '@kite/sdk';
import { SwitchRow } from '@kite/sdk/kit';
import { pushMessages as m } from './pushMessages';
import { currentSubscription, keysOf, pushSupported, subscribe } from './pushSubscription';

type State = 'loading' | 'unsupported' | 'on' | 'off';

/** The server's registration of this device for the account, as `sw/*` answer it. */
interface Registration {
  endpoint: string;
  sendReadMessage: boolean;
}

/**
 * Push on or off for the signed-in account on this device: on subscribes the browser with the server's VAPID
 * key and registers the subscription (`sw/register`); off unregisters it for this account (`sw/unregister`),
 * keeping the browser's subscription for the other accounts. While on, whether the server also pushes "read"
 * so the device removes notifications read elsewhere (`sendReadMessage`, off by default as on Misskey).
 */
export function PushSwitch(props: { vapidKey: string }) {
  const t = useT();
  const api = useService(Api);
  const hint = useId();
  const readHint = useId();
  const [state, setState] = useState<State>(() => (pushSupported() ? 'loading' : 'unsupported'));
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void (async () => {
      const sub = await currentSubscription();
      return sub ? await api.request('sw/show-registration', { endpoint: sub.endpoint }) : null;
    })().then(
      (r) => {
        if (!live) return;
        setRegistration(r);
        setState(r ? 'on' : 'off');
      },
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const turn = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (on) {
        const r = await subscribe(props.vapidKey);
        if (r.kind !== 'ok') {
          setError(t(r.kind === 'denied' ? m.pushDenied : r.kind === 'otherServer' ? m.pushOtherServer : m.pushUnsupported));
          return;
        }
        setRegistration(await api.request('sw/register', keysOf(r.sub)));
        setState('on');
      } else {
        const sub = await currentSubscription();
        if (sub) await api.request('sw/unregister', { endpoint: sub.endpoint });
        setRegistration(null);
        setState('off');
      }
    } catch (e) {
      setError(t(m.pushFailed, { error: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  const turnRead = async (on: boolean) => {
    if (!registration) return;
    setBusy(true);
    setError(null);
    try {
      setRegistration(await api.request('sw/update-registration', { endpoint: registration.endpoint, sendReadMessage: on }));
    } catch (e) {
      setError(t(m.pushFailed, { error: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'unsupported') return <p className="kite-settings-note">{t(m.pushUnsupported)}</p>;
  return (
    <div data-push={state}>
      <SwitchRow
        label={t(m.pushSwitch)}
        checked={state === 'on'}
        disabled={busy || state === 'loading'}
        describedBy={hint}
        onChange={(on) => void turn(on)}
      />
      <p id={hint} className="kite-settings-note">
        {t(m.pushHint)}
      </p>
      {state === 'on' && registration && (
        <>
          <SwitchRow
            label={t(m.pushReadMessage)}
            checked={registration.sendReadMessage}
            disabled={busy}
            describedBy={readHint}
            onChange={(on) => void turnRead(on)}
          />
          <p id={readHint} className="kite-settings-note">
            {t(m.pushReadMessageHint)}
          </p>
        </>
      )}
      {error && (
        <p role="alert" className="kite-push-error">
          {error}
        </p>
      )}
    </div>
  );
}
