import { Link, ResultScreen, useT } from '@kite/sdk';
import { routerMessages as m } from './messages';

/** A route of the table no extension builds yet: an informational result screen. */
export function NotAvailableYetPage(props: { path: string }) {
  const t = useT();
  return (
    <div data-route={props.path}>
      <ResultScreen kind="empty" title={t(m.notAvailableYet)} text={t(m.notAvailableYetDescription)}>
        <Link to="/">{t(m.goHome)}</Link>
      </ResultScreen>
    </div>
  );
}
