import { Outlet } from '@tanstack/react-router';
import { useT } from '@kite/sdk';
import { Navbar } from './Navbar';
import { Banners } from './Banners';
import { shellMessages as m } from './messages';

/** The default layout: navbar and main column. */
export function DefaultShell(props: { safeMode: boolean }) {
  const t = useT();
  return (
    <div className="kite-app">
      <a className="kite-skip-link" href="#kite-main">{t(m.skipToContent)}</a>
      <Banners safeMode={props.safeMode} />
      <div className="kite-layout">
        <Navbar />
        <main id="kite-main" className="kite-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The minimal shell of /share, /auth, /miauth …: the page alone. */
export function MinimalShell() {
  return (
    <main id="kite-main" className="kite-minimal">
      <Outlet />
    </main>
  );
}
