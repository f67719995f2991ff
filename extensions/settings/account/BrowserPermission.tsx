import { useState } from 'react';
import { useT } from '@kite/sdk';
import { accountMessages as m } from './messages';

type State = NotificationPermission | 'unsupported';

function current(): State {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Whether this browser may show Kite's notifications, and the button that asks while it is undecided (spec 1 §4). */
export function BrowserPermission() {
  const t = useT();
  const [state, setState] = useState<State>(current);
  const text = {
    granted: m.permissionGranted,
    denied: m.permissionDenied,
    default: m.permissionDefault,
    unsupported: m.permissionUnsupported,
  }[state];
  return (
    <div className="kite-settings-row" data-permission={state}>
      <span role="status">{t(text)}</span>
      {state === 'default' && (
        <button
          type="button"
          className="kite-button kite-button-primary"
          onClick={() =>
            void Notification.requestPermission().then(
              (p) => setState(p),
              () => setState(current()),
            )
          }
        >
          {t(m.allowNotifications)}
        </button>
      )}
    </div>
  );
}
