import { Link, ResultScreen, useT } from '@kite/sdk';
import { routerMessages as m } from './messages';

/** The catch-all page: the sdk's not-found result screen (with the server's image when set). */
export function NotFoundPage() {
  const t = useT();
  return (
    <ResultScreen kind="notFound" title={t(m.notFound)} text={t(m.notFoundDescription)}>
      <Link to="/">{t(m.goHome)}</Link>
    </ResultScreen>
  );
}
