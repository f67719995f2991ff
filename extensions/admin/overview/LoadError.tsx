import { useT } from '@kite/sdk';
import { Button, errorText } from '@kite/sdk/kit';
import { overviewMessages as m } from './messages';

/** A part's failed load: what went wrong, and a retry. */
export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  const t = useT();
  return (
    <p role="alert">
      {t(m.loadFailed, { error: errorText(error, t) })} <Button onClick={retry}>{t(m.retry)}</Button>
    </p>
  );
}
