import { ResultScreen, useT } from '@kite/sdk';
import { routerMessages as m } from '../router/pages/messages';

/** Spec 1 §8: "Something happened", CODE: ASYNC_COMP_LOAD_FAIL, the error, and a retry. */
export function AsyncLoadFailure(props: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <ResultScreen kind="error" title={t(m.somethingHappened)} text={t(m.asyncLoadFail)} onRetry={props.onRetry}>
      <pre className="kite-error-detail">{props.error.message}</pre>
    </ResultScreen>
  );
}
