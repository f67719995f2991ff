import { useT } from '@kite/sdk';
import { routerMessages as m } from '../router/pages/messages';

export function AsyncLoadFailure(props: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <section className="kite-result" role="alert">
      <h1>{t(m.somethingHappened)}</h1>
      <p>{t(m.asyncLoadFail)}</p>
      <pre className="kite-error-detail">{props.error.message}</pre>
      <button type="button" className="kite-button" onClick={props.onRetry}>{t(m.retry)}</button>
    </section>
  );
}
