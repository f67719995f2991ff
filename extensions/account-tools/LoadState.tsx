import { useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import type { Loaded } from '@kite/sdk/kit';
import { messages as m } from './messages';

/** "Loading…" before the first answer, and the error with a retry button when a load failed. */
export function LoadState<T>(props: { loaded: Loaded<T> }) {
  const t = useT();
  const l = props.loaded;
  if (l.error)
    return (
      <p role="alert" className="kite-at-error">
        {t(m.loadFailed, { error: l.error.message })} <Button onClick={l.reload}>{t(m.retry)}</Button>
      </p>
    );
  if (l.data === undefined) return <p role="status">{t(m.loading)}</p>;
  return null;
}
