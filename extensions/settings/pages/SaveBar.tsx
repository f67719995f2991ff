import { useT } from '@kite/sdk';
import { pageMessages as m } from './messages';

/** The save button of a server-side settings form, with what happened last. */
export function SaveBar(props: { status: { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; error: string } }) {
  const t = useT();
  const s = props.status;
  return (
    <div className="kite-settings-actions">
      <button type="submit" className="kite-button kite-button-primary" disabled={s.kind === 'saving'}>
        {t(m.save)}
      </button>
      {s.kind === 'saved' && <span role="status">{t(m.saved)}</span>}
      {s.kind === 'error' && <span role="alert">{t(m.saveFailed, { error: s.error })}</span>}
    </div>
  );
}
