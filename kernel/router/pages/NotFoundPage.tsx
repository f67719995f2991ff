import { Link, useT } from '@kite/sdk';
import { routerMessages as m } from './messages';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="kite-result" role="status" aria-labelledby="kite-not-found-title">
      <h1 id="kite-not-found-title">{t(m.notFound)}</h1>
      <p>{t(m.notFoundDescription)}</p>
      <Link to="/">{t(m.goHome)}</Link>
    </section>
  );
}
