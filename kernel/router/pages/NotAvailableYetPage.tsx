import { Link, useT } from '@kite/sdk';
import { routerMessages as m } from './messages';

export function NotAvailableYetPage(props: { path: string }) {
  const t = useT();
  return (
    <section className="kite-result" role="status" aria-labelledby="kite-nay-title" data-route={props.path}>
      <h1 id="kite-nay-title">{t(m.notAvailableYet)}</h1>
      <p>{t(m.notAvailableYetDescription)}</p>
      <Link to="/">{t(m.goHome)}</Link>
    </section>
  );
}
