import { useCallback, useSyncExternalStore } from 'react';
import { ExtensionHost, useService, useT, useViewer } from '@kite/sdk';
import { shellMessages as m } from './messages';

/** Development build banner, extension failures (dev only), the bot-account banner and the safe-mode banner. */
export function Banners(props: { safeMode: boolean; turnOffSafeMode: () => void }) {
  const t = useT();
  const host = useService(ExtensionHost);
  const subscribe = useCallback((fn: () => void) => host.subscribe(fn), [host]);
  const statuses = useSyncExternalStore(subscribe, () => host.list());
  const failed = statuses.filter((s) => s.state === 'failed');
  const who = useViewer();
  return (
    <div className="kite-banners">
      {import.meta.env.DEV && (
        <div className="kite-banner kite-banner-dev" role="note">
          {t(m.devBuild)}
        </div>
      )}
      {(import.meta.env.DEV || import.meta.env.MODE === 'test') &&
        failed.map((s) => (
          <div key={s.id} className="kite-banner kite-banner-error" role="alert" data-extension-failed={s.id}>
            {t(m.extensionFailed, { id: s.id, error: s.error ?? '' })}
          </div>
        ))}
      {who.me?.isBot && (
        <div className="kite-banner kite-banner-warn" role="note">
          {t(m.botAccount)}
        </div>
      )}
      {props.safeMode && (
        <div className="kite-banner kite-banner-warn" role="note">
          {t(m.safeMode)}{' '}
          <button type="button" className="kite-button" onClick={props.turnOffSafeMode}>
            {t(m.turnOffSafeMode)}
          </button>
        </div>
      )}
    </div>
  );
}
