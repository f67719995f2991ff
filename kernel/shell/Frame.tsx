import { ShellFrame, useOptionalService } from '@kite/sdk';
import { disableSafeMode } from '../boot/safeMode';
import { AppPage, useRouting } from '../router/appRouting';
import type { AppRouting } from '../router/appRouting';

/** The minimal shell of /share, /auth, /miauth … (spec 1 §2.2): the page alone. */
export function MinimalShell(props: { routing: AppRouting }) {
  return (
    <main id="kite-main" className="kite-minimal">
      <AppPage routing={props.routing} />
    </main>
  );
}

/** The page inside the frame an extension provides (the navbar, layouts, banners); the page alone without one. */
export function AppFrame(props: { routing: AppRouting; safeMode: boolean }) {
  const shell = useOptionalService(ShellFrame);
  const at = useRouting(props.routing);
  if (!shell) return <MinimalShell routing={props.routing} />;
  return (
    <shell.Frame
      page={<AppPage routing={props.routing} />}
      path={at.pathname}
      search={at.search}
      loading={at.loading}
      safeMode={props.safeMode}
      turnOffSafeMode={() => disableSafeMode()}
    />
  );
}
