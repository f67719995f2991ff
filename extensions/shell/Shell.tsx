import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import {
  AsyncBoundary,
  LazyView,
  SideColumn,
  lazyView,
  useContributions,
  useOptionalService,
  usePreference,
  useT,
  useViewer,
} from '@kite/sdk';
import type { LayoutContribution, ShellFrameProps } from '@kite/sdk';
import { Navbar } from './Navbar';
import { Banners } from './Banners';
import { shellMessages as m } from './messages';
import { chooseLayout } from './layout';
import { DRAWER_QUERY, useMedia } from './useMedia';
import { Main } from './Main';
import { LoadingBar } from './LoadingBar';
import { StreamStatus } from './StreamStatus';
import { OpenSideColumnContext, SIDE_COLUMN_QUERY, SideColumnView } from './sideColumn';
import { useSimpleUiForNonRoot } from './deckSetting';
import './shell.css';

/** Narrow screens' bottom bar: not in a wide screen's first load. */
const MobileBar = lazyView(() => import('./Drawer').then((m) => m.MobileBar));

/** The navigation: the navbar, or on narrow screens the bottom bar with the navbar in a drawer. */
function Navigation() {
  return useMedia(DRAWER_QUERY) ? (
    <AsyncBoundary>
      <Suspense fallback={null}>
        <MobileBar />
      </Suspense>
    </AsyncBoundary>
  ) : (
    <Navbar />
  );
}

/** Visitors' layout: not in the signed-in first load; the extension preloads it at start-up for a visitor. */
export const VisitorLayout = lazyView(() => import('./VisitorLayout').then((m) => m.VisitorLayout));

/**
 * The default layout: navbar (a drawer on narrow screens), the main column, and the side
 * column an extension provides (the widgets) on wide screens, a drawer behind its button otherwise.
 */
function DefaultLayout(props: { page: ReactNode }) {
  const wide = useMedia(SIDE_COLUMN_QUERY);
  const side = useOptionalService(SideColumn);
  const [sideOpen, setSideOpen] = useState(false);
  return (
    <OpenSideColumnContext.Provider value={wide ? null : () => setSideOpen(true)}>
      <div className="kite-layout" data-layout="default">
        <Navigation />
        <Main page={props.page} />
        {wide && side && <SideColumnView side={side} drawer={false} />}
      </div>
      {sideOpen && !wide && side && <SideColumnView side={side} drawer onClose={() => setSideOpen(false)} />}
    </OpenSideColumnContext.Provider>
  );
}

/** Zen: the page alone, no navigation. */
function ZenLayout(props: { page: ReactNode }) {
  return (
    <div className="kite-layout kite-layout-zen" data-layout="zen">
      <Main page={props.page} />
    </div>
  );
}

/** A layout an extension contributes (the deck): it places the main column where it wants, if at all. */
function ContributedLayout(props: { layout: LayoutContribution; page: ReactNode; path: string }) {
  const nav = <Navigation />;
  return (
    <AsyncBoundary>
      <Suspense fallback={null}>
        <LazyView component={props.layout.component} props={{ main: <Main page={props.page} />, nav, path: props.path }} />
      </Suspense>
    </AsyncBoundary>
  );
}

/** The full app: banners, then the layout spec 1 §2.3 chooses (a contributed one such as the deck; default when none is there). */
export function DefaultShell(props: ShellFrameProps) {
  const t = useT();
  const who = useViewer();
  const ui = usePreference('ui');
  const simpleUiForNonRoot = useSimpleUiForNonRoot();
  const contributed = useContributions('layouts');
  const query = new URLSearchParams(props.search);
  const layout = chooseLayout({
    minimal: false,
    signedIn: who.signedIn,
    zenParam: query.has('zen'),
    uiParam: query.get('ui'),
    ui,
    path: props.path,
    simpleUiForNonRoot,
  });
  return (
    <div className="kite-app" data-layout-choice={layout}>
      <a className="kite-skip-link" href="#kite-main">
        {t(m.skipToContent)}
      </a>
      <LoadingBar loading={props.loading} />
      <Banners safeMode={props.safeMode} turnOffSafeMode={props.turnOffSafeMode} />
      <StreamStatus />
      {layout === 'visitor' ? (
        <Suspense fallback={null}>
          <VisitorLayout page={props.page} path={props.path} />
        </Suspense>
      ) : layout === 'zen' ? (
        <ZenLayout page={props.page} />
      ) : contributed.some((l) => l.name === layout) ? (
        <ContributedLayout layout={contributed.find((l) => l.name === layout)!} page={props.page} path={props.path} />
      ) : (
        <DefaultLayout page={props.page} />
      )}
    </div>
  );
}
