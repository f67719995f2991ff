import { useT } from '@kite/sdk';
import { messages as m } from './messages';
import type { Loaded } from './useLoad';

/** "Loading…" before the first answer, and the error with a retry button when a load failed. */
export function LoadState(props: { loaded: Loaded<unknown> }) {
  const t = useT();
  const l = props.loaded;
  if (l.error)
    return (
      <p role="alert" className="kite-at-error">
        {t(m.loadFailed, { error: l.error })}{' '}
        <button type="button" className="kite-button" onClick={l.reload}>
          {t(m.retry)}
        </button>
      </p>
    );
  if (l.data === undefined) return <p role="status">{t(m.loading)}</p>;
  return null;
}
