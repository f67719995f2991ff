import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useParams } from '@tanstack/react-router';
import { AsyncBoundary, Config, LazyView, useContributions, useService, useViewer, Viewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { isBundleEnabled } from '../config/runtimeConfig';
import type { RouteTableEntry } from './routeTable';
import { mapParams } from './paths';
import { NotFoundPage } from './pages/NotFoundPage';
import { NotAvailableYetPage } from './pages/NotAvailableYetPage';
import { DelayedSpinner } from '../shell/DelayedSpinner';

/**
 * Renders the page contributed for a table entry, applying the entry's access rules:
 * login required → not-found plus the sign-in prompt for visitors; staff only → not-found.
 */
export function RouteView(props: { entry: RouteTableEntry; splatName: string | null }) {
  const { entry } = props;
  const routes = useContributions('routes');
  const config = useService(Config);
  const viewer = useViewer();
  const rawParams = useParams({ strict: false }) as Record<string, unknown>;
  const location = useLocation();
  const contribution = routes.find((r) => r.path === entry.path);
  const loginRequired = entry.loginRequired || contribution?.loginRequired;
  const staffOnly = entry.staffOnly || contribution?.staffOnly;
  const blockedForVisitor = Boolean(loginRequired && !viewer.signedIn);
  const viewerService = useService(Viewer);
  useEffect(() => {
    if (blockedForVisitor) viewerService.requestSignin();
  }, [blockedForVisitor, viewerService]);

  const routeProps: RouteProps = useMemo(
    () => ({
      params: mapParams(rawParams, props.splatName),
      query: Object.fromEntries(new URLSearchParams(location.searchStr)),
      hash: location.hash,
    }),
    [rawParams, props.splatName, location.searchStr, location.hash],
  );

  // A page whose bundle the operator switched off is gone, even if another extension contributes it.
  if (!isBundleEnabled(config, entry.bundle) || (!contribution && entry.extra)) return <NotFoundPage />;
  if (blockedForVisitor) return <NotFoundPage />;
  if (staffOnly && !viewer.isStaff) return <NotFoundPage />;
  if (!contribution) return <NotAvailableYetPage path={entry.path} />;
  return (
    <AsyncBoundary>
      <Suspense fallback={<DelayedSpinner />}>
        <LazyView component={contribution.component} props={routeProps} />
      </Suspense>
    </AsyncBoundary>
  );
}
