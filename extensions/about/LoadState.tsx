import { Loading, useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { serverMessages as m } from './pageMessages';

/** A failed part of a page: says so, with the error and a retry, without hiding the rest of the page. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="kite-about-failed">
      <p>
        {t(m.loadFailed)} <span className="kite-about-muted">{error.message}</span>
      </p>
      <Button onClick={onRetry}>{t(m.retry)}</Button>
    </div>
  );
}

/** Loading, the error with a retry, or the content. */
export function Loaded<T>({
  data,
  error,
  reload,
  children,
}: {
  data: T | undefined;
  error: Error | null;
  reload: () => void;
  children: (data: T) => React.ReactNode;
}) {
  if (error) return <LoadFailed error={error} onRetry={reload} />;
  if (data === undefined) return <Loading />;
  return <>{children(data)}</>;
}
