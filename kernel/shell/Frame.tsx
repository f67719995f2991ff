import { Outlet, useLocation, useRouterState } from '@tanstack/react-router';
import { ShellFrame, useOptionalService } from '@kite/sdk';
import { disableSafeMode } from '../boot/safeMode';

/** The minimal shell of /share, /auth, /miauth … (spec 1 §2.2): the page alone. */
export function MinimalShell() {
  return (
    <main id="kite-main" className="kite-minimal">
      <Outlet />
    </main>
  );
}

/** The page inside the frame an extension provides (the navbar, layouts, banners); the page alone without one. */
export function AppFrame(props: { safeMode: boolean }) {
  const shell = useOptionalService(ShellFrame);
  const location = useLocation();
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' });
  if (!shell) return <MinimalShell />;
  return (
    <shell.Frame
      page={<Outlet />}
      path={location.pathname}
      search={location.searchStr}
      loading={loading}
      safeMode={props.safeMode}
      turnOffSafeMode={() => disableSafeMode()}
    />
  );
}
