import type { ReactNode } from 'react';
import { Loading, isApiError, useT } from '@kite/sdk';
import type { Fetched } from './useFetch';
import { widgetsBasicMessages as m } from '../messages';

/** What a widget shows while its data loads or after it failed (with a retry); `children` once it is there. */
export function FetchState<T>(props: { fetched: Fetched<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  const { data, error, reload } = props.fetched;
  if (error && data === undefined) {
    return (
      <div className="kite-w-error" role="alert">
        <p>{t(m.loadFailed, { error: isApiError(error) ? error.describe(t) : error.message })}</p>
        <button type="button" className="kite-button" onClick={reload}>
          {t(m.retry)}
        </button>
      </div>
    );
  }
  if (data === undefined) return <Loading />;
  return <>{props.children(data)}</>;
}
