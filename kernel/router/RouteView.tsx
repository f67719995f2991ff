import { Suspense, useEffect } from 'react';
import { AsyncBoundary, LazyView, Viewer, markFirstContent, useContributions, useService, useViewer } from '@kite/sdk';
import type { RouteContribution, RouteProps, ViewerInfo } from '@kite/sdk';
import { NotFoundPage } from './pages/NotFoundPage';
import { DelayedSpinner } from '../shell/DelayedSpinner';

/** The contribution that serves `path` to this viewer (its `audience` fits), first contributed first. */
export function routeFor(routes: readonly RouteContribution[], path: string, signedIn: boolean): RouteContribution | undefined {
  return routes.find((r) => r.path === path && (!r.audience || (r.audience === 'signedIn') === signedIn));
}

/** A path only served to signed-in people, seen by a visitor: like login required. */
function signedInOnly(routes: readonly RouteContribution[], path: string, who: ViewerInfo): boolean {
  return !who.signedIn && routes.some((r) => r.path === path && r.audience === 'signedIn');
}

/** Inside the page's Suspense boundary: its effect runs once the lazy page has rendered. */
function FirstContentMark() {
  useEffect(() => markFirstContent(), []);
  return null;
}

/**
 * Renders the page contributed for a path, applying its access rules: login required →
 * not-found plus the sign-in prompt for visitors; staff only, or an `allow` gate that refuses
 * the viewer → not-found. A path no
 * contribution serves any more (its extension went away) is not found.
 */
export function RouteView(props: { path: string; routeProps: RouteProps }) {
  const routes = useContributions('routes');
  const viewer = useViewer();
  const contribution = routeFor(routes, props.path, viewer.signedIn);
  const loginRequired = contribution ? contribution.loginRequired : signedInOnly(routes, props.path, viewer);
  const blockedForVisitor = Boolean(loginRequired && !viewer.signedIn);
  const viewerService = useService(Viewer);
  useEffect(() => {
    if (blockedForVisitor) viewerService.requestSignin();
  }, [blockedForVisitor, viewerService]);

  if (!contribution || blockedForVisitor) return <NotFoundPage />;
  if (contribution.staffOnly && !viewer.isStaff) return <NotFoundPage />;
  if (contribution.allow && !contribution.allow(viewer)) return <NotFoundPage />;
  return (
    <AsyncBoundary>
      <Suspense fallback={<DelayedSpinner />}>
        <LazyView component={contribution.component} props={props.routeProps} />
        {!contribution.drawsFirstContent && <FirstContentMark />}
      </Suspense>
    </AsyncBoundary>
  );
}
