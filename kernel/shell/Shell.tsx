import { useState } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { AuthUi, SideColumn, useOptionalService, usePreference, useT, useViewer } from '@kite/sdk';
import { Navbar } from './Navbar';
import { Banners } from './Banners';
import { MobileBar } from './Drawer';
import { shellMessages as m } from './messages';
import { chooseLayout } from './layout';
import { DRAWER_QUERY, useMedia } from './useMedia';
import { VisitorHeader } from './VisitorHeader';
import { OpenSideColumnContext, SIDE_COLUMN_QUERY, SideColumnView } from './sideColumn';
import { useSimpleUiForNonRoot } from './deckSetting';
import './shell.css';

function Main() {
  return (
    <main id="kite-main" className="kite-main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/**
 * The default layout: navbar (a drawer on narrow screens), the main column, and the side
 * column an extension provides (the widgets) on wide screens, a drawer behind its button otherwise.
 */
function DefaultLayout() {
  const drawer = useMedia(DRAWER_QUERY);
  const wide = useMedia(SIDE_COLUMN_QUERY);
  const side = useOptionalService(SideColumn);
  const [sideOpen, setSideOpen] = useState(false);
  return (
    <OpenSideColumnContext.Provider value={wide ? null : () => setSideOpen(true)}>
      <div className="kite-layout" data-layout="default">
        {drawer ? <MobileBar /> : <Navbar />}
        <Main />
        {wide && side && <SideColumnView side={side} drawer={false} />}
      </div>
      {sideOpen && !wide && side && <SideColumnView side={side} drawer onClose={() => setSideOpen(false)} />}
    </OpenSideColumnContext.Provider>
  );
}

/** Zen: the page alone, no navigation. */
function ZenLayout() {
  return (
    <div className="kite-layout kite-layout-zen" data-layout="zen">
      <Main />
    </div>
  );
}

/** Visitors: server name and description, sign-in, and the page (the landing or public timelines). */
function VisitorLayout() {
  const auth = useOptionalService(AuthUi);
  const location = useLocation();
  const Landing = auth?.VisitorLanding;
  return (
    <div className="kite-layout kite-layout-visitor" data-layout="visitor">
      <VisitorHeader />
      {location.pathname === '/' && Landing ? (
        <main id="kite-main" className="kite-main" tabIndex={-1}>
          <Landing />
        </main>
      ) : (
        <Main />
      )}
    </div>
  );
}

/** The full app: banners, then the layout spec 1 §2.3 chooses (deck falls back to default until it exists). */
export function DefaultShell(props: { safeMode: boolean; uiParam?: string | null }) {
  const t = useT();
  const who = useViewer();
  const ui = usePreference('ui');
  const simpleUiForNonRoot = useSimpleUiForNonRoot();
  const location = useLocation();
  const query = new URLSearchParams(location.searchStr);
  const layout = chooseLayout({
    minimal: false,
    signedIn: who.signedIn,
    zenParam: query.has('zen'),
    uiParam: query.get('ui') ?? props.uiParam ?? null,
    ui,
    path: location.pathname,
    simpleUiForNonRoot,
  });
  return (
    <div className="kite-app" data-layout-choice={layout}>
      <a className="kite-skip-link" href="#kite-main">
        {t(m.skipToContent)}
      </a>
      <Banners safeMode={props.safeMode} />
      {layout === 'visitor' ? <VisitorLayout /> : layout === 'zen' ? <ZenLayout /> : <DefaultLayout />}
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
